import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ChartFigure } from '@/components/charts/chart-figure';
import { useChartFormatters } from '@/components/charts/chart-format';
import {
  pvrColumns,
  PvrLineChart,
  SmallSampleChartNote,
  useSampledMonth,
} from '@/components/charts/pvr-line-chart';
import { Panel } from '@/components/ui/panel';

type TrendMonth = FinanceDashboard['trend'][number];

/** Front, back and total PVR over the twelve months that end with the period. */
export function PvrTrendChart({
  trend,
  smallSampleDeals,
  className = '',
}: {
  trend: readonly TrendMonth[];
  /** A month of fewer deals is drawn hollow and named a small sample (ADR 029). */
  smallSampleDeals: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const monthHead = useSampledMonth(smallSampleDeals, fmt.month);
  const names = {
    totalPvr: t('finance.trend.total'),
    backPvr: t('finance.trend.back'),
    frontPvr: t('finance.trend.front'),
  };
  const first = trend[0]?.month;
  const last = trend.at(-1)?.month;

  return (
    <Panel
      title={t('finance.trend.title')}
      description={
        first && last
          ? t('finance.trend.description', { from: fmt.month(first), to: fmt.month(last) })
          : undefined
      }
      className={className}
    >
      {trend.every((month) => month.units === 0) ? (
        <PanelEmpty
          icon={LineChartIcon}
          text={t('finance.trend.empty')}
          className="min-h-40 justify-center"
        />
      ) : (
        <ChartFigure
          height="16rem"
          chart={<PvrLineChart trend={trend} names={names} smallSampleDeals={smallSampleDeals} />}
          caption={t('finance.trend.caption')}
          rows={trend}
          rowKey={(month) => month.month}
          columns={[
            { head: t('finance.trend.month'), cell: monthHead },
            { head: t('finance.trend.deals'), cell: (month) => fmt.number(month.units) },
            ...pvrColumns(names, fmt.money),
            { head: t('finance.trend.ppd'), cell: (month) => fmt.number(month.ppd) },
          ]}
        />
      )}
      <SmallSampleChartNote trend={trend} smallSampleDeals={smallSampleDeals} />
    </Panel>
  );
}
