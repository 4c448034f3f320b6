import { lazy, Suspense, type ComponentProps } from 'react';
import type { ChartColumn } from './chart-figure';
import { CHART_COLORS } from './chart-format';
import type { TrendMonth } from './trend-month';

export interface PvrMonth extends TrendMonth {
  frontPvr: number;
  backPvr: number;
  totalPvr: number;
}

/** Drawn in this order (and so listed in the legend): the headline total first, front dashed. */
export const PVR_SERIES = [
  { key: 'totalPvr', color: CHART_COLORS.total, dashed: false },
  { key: 'backPvr', color: CHART_COLORS.back, dashed: false },
  { key: 'frontPvr', color: CHART_COLORS.front, dashed: true },
] as const;

export type PvrNames = Record<(typeof PVR_SERIES)[number]['key'], string>;

/** The lines' figures as columns of the figure's table, in reading order: front, back, total. */
export function pvrColumns(
  names: PvrNames,
  money: (value: number) => string,
): ChartColumn<PvrMonth>[] {
  return [...PVR_SERIES].reverse().map(({ key }) => ({
    head: names[key],
    cell: (month) => money(month[key]),
  }));
}

// recharts loads with the first chart drawn, never with a page's own code (issue 11).
const Drawing = lazy(() =>
  import('./pvr-line-drawing').then((m) => ({ default: m.PvrLineDrawing })),
);

/**
 * Front, back and total PVR month by month (pvr-line-drawing.tsx). Its figure's
 * box keeps its size while the drawing loads, so nothing moves.
 */
export function PvrLineChart(props: ComponentProps<typeof Drawing>) {
  return (
    <Suspense fallback={null}>
      <Drawing {...props} />
    </Suspense>
  );
}
