import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { useFormatters } from '@/lib/format';
import type { BarPoint, BarSeries } from './usage-bars-drawing';

// recharts loads with the drawing, never with the page's own code (issue 11).
const Drawing = lazy(() =>
  import('./usage-bars-drawing').then((m) => ({ default: m.UsageBarsDrawing })),
);

/**
 * Counts per day or week, drawn as bars, and the same counts as a table for
 * screen readers; a line saying so when every count is zero.
 */
export function UsageBars({
  points,
  series,
  caption,
  dayHead,
  empty,
}: {
  points: readonly BarPoint[];
  series: readonly BarSeries[];
  caption: string;
  /** The head of the table's first column: the day, or the week. */
  dayHead: string;
  empty: string;
}) {
  const fmt = useFormatters();
  if (points.every((point) => series.every(({ key }) => point[key] === 0))) {
    return <PanelEmpty icon={BarChart3} text={empty} className="min-h-40 justify-center" />;
  }
  return (
    <ChartFigure
      height="12rem"
      chart={
        <Suspense fallback={null}>
          <Drawing points={points} series={series} />
        </Suspense>
      }
      caption={caption}
      rows={points}
      rowKey={(point) => point.day}
      columns={[
        { head: dayHead, cell: (point) => fmt.date(point.day) },
        ...series.map(({ key, name }) => ({
          head: name,
          cell: (point: BarPoint) => fmt.number(Number(point[key])),
        })),
      ]}
    />
  );
}
