import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ChartFigure, FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';
import {
  pvrColumns,
  PvrLineChart,
  SmallSampleChartNote,
  useSampledMonth,
} from '@/components/charts/pvr-line-chart';
import { trendMonthLabel } from '@/components/charts/trend-month';
import { Panel } from '@/components/ui/panel';
import { formatUnits } from '@/lib/format';

type TrendMonth = GeneralManagerDashboard['trend'][number];

/**
 * The store's last twelve months: units sold as bars, front, back and total
 * PVR as lines, and every figure in a table for screen readers.
 */
export function TrendPanel({
  trend,
  smallSampleDeals,
}: {
  trend: readonly TrendMonth[];
  /** A month of fewer deals is drawn hollow and named a small sample (ADR 029). */
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const monthHead = useSampledMonth(smallSampleDeals, fmt.month);
  const data = trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
  const names = {
    units: t('salesFloor.trend.units'),
    totalPvr: t('salesFloor.trend.totalPvr'),
    backPvr: t('salesFloor.trend.backPvr'),
    frontPvr: t('salesFloor.trend.frontPvr'),
  };
  const first = trend[0]?.month;
  const last = trend.at(-1)?.month;

  return (
    <Panel
      title={t('salesFloor.trend.title')}
      description={
        first && last
          ? t('salesFloor.trend.description', { from: fmt.month(first), to: fmt.month(last) })
          : undefined
      }
    >
      {trend.every((month) => month.units === 0) ? (
        <PanelEmpty
          icon={LineChartIcon}
          text={t('salesFloor.trend.empty')}
          className="min-h-40 justify-center"
        />
      ) : (
        <ChartFigure
          chart={
            <div className="grid gap-6 lg:grid-cols-2">
              <div>
                <p className="mb-2 text-xs font-medium text-slate-500">{names.units}</p>
                <div className="h-56">
                  <BarChart
                    {...FIGURE_CHART}
                    data={data}
                    margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
                  >
                    <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
                    <XAxis
                      dataKey="label"
                      {...AXIS_STYLE}
                      interval="preserveStartEnd"
                      minTickGap={4}
                    />
                    <YAxis {...AXIS_STYLE} width={32} allowDecimals={false} />
                    <Tooltip
                      cursor={{ fill: '#f1f5f9' }}
                      formatter={(value: unknown, name: unknown) => [
                        typeof value === 'number' ? formatUnits(value, fmt.number) : String(value),
                        String(name),
                      ]}
                      labelFormatter={trendMonthLabel(fmt.month)}
                    />
                    <Bar
                      dataKey="units"
                      name={names.units}
                      fill={CHART_COLORS.back}
                      radius={[4, 4, 0, 0]}
                      maxBarSize={36}
                    />
                  </BarChart>
                </div>
              </div>
              <div>
                <p className="mb-2 text-xs font-medium text-slate-500">
                  {t('salesFloor.trend.pvr')}
                </p>
                <div className="h-56">
                  <PvrLineChart trend={trend} names={names} smallSampleDeals={smallSampleDeals} />
                </div>
              </div>
            </div>
          }
          caption={t('salesFloor.trend.caption')}
          rows={trend}
          rowKey={(month) => month.month}
          columns={[
            { head: t('salesFloor.trend.month'), cell: monthHead },
            { head: names.units, cell: (month) => formatUnits(month.units, fmt.number) },
            {
              head: t('salesFloor.trend.totalGross'),
              cell: (month) => fmt.money(month.totalGross),
            },
            ...pvrColumns(names, fmt.money),
          ]}
        />
      )}
      <SmallSampleChartNote trend={trend} smallSampleDeals={smallSampleDeals} />
    </Panel>
  );
}
