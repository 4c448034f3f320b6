import type { Insights } from '@das/shared/schemas/reports';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
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

type TrendMonth = Insights['trend'][number];

function NoTrend() {
  const { t } = useTranslation();
  return (
    <PanelEmpty
      icon={LineChartIcon}
      text={t('reports.insights.trend.empty')}
      className="min-h-40 justify-center"
    />
  );
}

function useTrendData(trend: readonly TrendMonth[]) {
  const fmt = useChartFormatters();
  const first = trend[0]?.month;
  const last = trend.at(-1)?.month;
  return {
    fmt,
    data: trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) })),
    span: first && last ? { from: fmt.month(first), to: fmt.month(last) } : null,
    empty: trend.every((month) => month.units === 0),
  };
}

/** Units sold each month as bars, total gross as a line on its own axis. */
export function UnitsGrossChart({ trend }: { trend: readonly TrendMonth[] }) {
  const { t } = useTranslation();
  const { fmt, data, span, empty } = useTrendData(trend);
  const names = {
    units: t('reports.insights.trend.units'),
    totalGross: t('reports.insights.trend.totalGross'),
  };
  return (
    <Panel
      title={t('reports.insights.trend.unitsTitle')}
      description={span ? t('reports.insights.trend.span', span) : undefined}
    >
      {empty ? (
        <NoTrend />
      ) : (
        <ChartFigure
          height="16rem"
          chart={
            <ComposedChart
              {...FIGURE_CHART}
              data={data}
              margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" {...AXIS_STYLE} interval="preserveStartEnd" minTickGap={4} />
              <YAxis yAxisId="units" {...AXIS_STYLE} width={32} allowDecimals={false} />
              <YAxis yAxisId="gross" orientation="right" {...fmt.moneyAxis} />
              <Tooltip
                formatter={(value, name) =>
                  name === names.units
                    ? fmt.numberTooltip(value, name)
                    : fmt.moneyTooltip(value, name)
                }
                labelFormatter={trendMonthLabel(fmt.month)}
              />
              <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="units"
                dataKey="units"
                name={names.units}
                fill={CHART_COLORS.units}
                radius={[4, 4, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
              <Line
                yAxisId="gross"
                type="monotone"
                dataKey="totalGross"
                name={names.totalGross}
                stroke={CHART_COLORS.total}
                strokeWidth={2.5}
                dot={{ r: 2.5 }}
                isAnimationActive={false}
              />
            </ComposedChart>
          }
          caption={t('reports.insights.trend.unitsCaption')}
          rows={trend}
          rowKey={(month) => month.month}
          columns={[
            { head: t('reports.insights.trend.month'), cell: (month) => fmt.month(month.month) },
            { head: names.units, cell: (month) => fmt.number(month.units) },
            { head: names.totalGross, cell: (month) => fmt.money(month.totalGross) },
          ]}
        />
      )}
    </Panel>
  );
}

/** Front, back and total PVR month by month; a month of too few deals drawn hollow (ADR 029). */
export function PvrChart({
  trend,
  smallSampleDeals,
}: {
  trend: readonly TrendMonth[];
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const { fmt, span, empty } = useTrendData(trend);
  const monthHead = useSampledMonth(smallSampleDeals, fmt.month);
  const names = {
    totalPvr: t('reports.insights.trend.totalPvr'),
    backPvr: t('reports.insights.trend.backPvr'),
    frontPvr: t('reports.insights.trend.frontPvr'),
  };
  return (
    <Panel
      title={t('reports.insights.trend.pvrTitle')}
      description={span ? t('reports.insights.trend.span', span) : undefined}
    >
      {empty ? (
        <NoTrend />
      ) : (
        <ChartFigure
          height="16rem"
          chart={
            <PvrLineChart
              trend={trend}
              names={names}
              animate={false}
              smallSampleDeals={smallSampleDeals}
            />
          }
          caption={t('reports.insights.trend.pvrCaption')}
          rows={trend}
          rowKey={(month) => month.month}
          columns={[
            { head: t('reports.insights.trend.month'), cell: monthHead },
            ...pvrColumns(names, fmt.money),
          ]}
        />
      )}
      <SmallSampleChartNote trend={trend} smallSampleDeals={smallSampleDeals} />
    </Panel>
  );
}
