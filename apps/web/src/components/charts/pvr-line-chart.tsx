import { isSmallSample } from '@das/shared/small-sample';
import { Circle } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartColumn } from './chart-figure';
import { CHART_COLORS } from './chart-format';
import type { TrendMonth } from './trend-month';

export interface PvrMonth extends TrendMonth {
  /** The deals the month's PVRs stand on. */
  units: number;
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

/**
 * A month's name in a figure's table, with "Small sample: 3 deals" after it when
 * its PVRs stand on fewer deals than the store's setting (ADR 029).
 */
export function useSampledMonth(smallSampleDeals: number, formatMonth: (month: string) => string) {
  const { t } = useTranslation();
  return (month: PvrMonth) =>
    isSmallSample(month.units, smallSampleDeals)
      ? `${formatMonth(month.month)} (${t('contractsInTransit.smallSample', { count: month.units })})`
      : formatMonth(month.month);
}

/**
 * Under a PVR chart with a month of too few deals: what its hollow points mean
 * (a shape, not a colour). Nothing when every month has enough, or none has any.
 */
export function SmallSampleChartNote({
  trend,
  smallSampleDeals,
}: {
  trend: readonly PvrMonth[];
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const small = trend.filter((month) => isSmallSample(month.units, smallSampleDeals)).length;
  // An empty trend draws no chart, so nothing to explain.
  return small > 0 && trend.some((month) => month.units > 0) ? (
    <p aria-hidden="true" className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
      <Circle className="size-3 shrink-0 text-ink-900" strokeWidth={3} />
      {t('smallSamples.hollowPoints', { count: smallSampleDeals })}
    </p>
  ) : null;
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
