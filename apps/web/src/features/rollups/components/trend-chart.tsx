import { LineChart as LineChartIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { useChartFormatters } from '@/components/charts/chart-format';
import { PanelEmpty } from '@/components/ui/panel-empty';
import type { TrendPoint } from './trend-drawing';

// recharts loads with the drawing, never with the page's own code (issue 11).
const Drawing = lazy(() => import('./trend-drawing').then((m) => ({ default: m.TrendDrawing })));

/** Twelve months of units and total gross, drawn, and as a table for screen readers. */
export function TrendChart({
  caption,
  months,
}: {
  caption: string;
  months: readonly TrendPoint[];
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const names = {
    units: t('groupViews.columns.units'),
    totalGross: t('groupViews.columns.totalGross'),
  };
  if (months.every((month) => month.units === 0)) {
    return (
      <PanelEmpty
        icon={LineChartIcon}
        text={t('groupViews.trend.empty')}
        className="min-h-40 justify-center"
      />
    );
  }
  return (
    <ChartFigure
      height="15rem"
      chart={
        <Suspense fallback={null}>
          <Drawing months={months} names={names} />
        </Suspense>
      }
      caption={caption}
      rows={months}
      rowKey={(month) => month.month}
      columns={[
        { head: t('groupViews.trend.month'), cell: (month) => fmt.month(month.month) },
        { head: names.units, cell: (month) => fmt.units(month.units) },
        { head: names.totalGross, cell: (month) => fmt.money(month.totalGross) },
      ]}
    />
  );
}
