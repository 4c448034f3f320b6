import type { Insights } from '@das/shared/schemas/reports';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure, FIGURE_CHART } from './chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from './chart-format';
import { Panel } from './panel';

type TrendMonth = Insights['trend'][number];

function NoTrend() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 text-center">
      <LineChartIcon className="size-6 text-slate-300" aria-hidden="true" />
      <p className="text-sm text-slate-600">{t('reports.insights.trend.empty')}</p>
    </div>
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
    monthOf: (payload: readonly { payload?: unknown }[]) => {
      const month = (payload[0]?.payload as TrendMonth | undefined)?.month;
      return month ? fmt.month(month) : '';
    },
  };
}

/** Units sold each month as bars, total gross as a line on its own axis. */
export function UnitsGrossChart({ trend }: { trend: readonly TrendMonth[] }) {
  const { t } = useTranslation();
  const { fmt, data, span, empty, monthOf } = useTrendData(trend);
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
                labelFormatter={(_, payload) => monthOf(payload)}
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
          columns={[t('reports.insights.trend.month'), names.units, names.totalGross]}
          rows={trend.map((month) => ({
            key: month.month,
            label: fmt.month(month.month),
            cells: [fmt.number(month.units), fmt.money(month.totalGross)],
          }))}
        />
      )}
    </Panel>
  );
}

/** Front, back and total PVR month by month. */
export function PvrChart({ trend }: { trend: readonly TrendMonth[] }) {
  const { t } = useTranslation();
  const { fmt, data, span, empty, monthOf } = useTrendData(trend);
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
            <LineChart
              {...FIGURE_CHART}
              data={data}
              margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis
                dataKey="label"
                {...AXIS_STYLE}
                interval="preserveStartEnd"
                minTickGap={4}
                padding={{ left: 10, right: 10 }}
              />
              <YAxis {...fmt.moneyAxis} />
              <Tooltip
                formatter={fmt.moneyTooltip}
                labelFormatter={(_, payload) => monthOf(payload)}
              />
              <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="totalPvr"
                name={names.totalPvr}
                stroke={CHART_COLORS.total}
                strokeWidth={2.5}
                dot={{ r: 2.5 }}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="backPvr"
                name={names.backPvr}
                stroke={CHART_COLORS.back}
                strokeWidth={2.5}
                dot={{ r: 2.5 }}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="frontPvr"
                name={names.frontPvr}
                stroke={CHART_COLORS.front}
                strokeWidth={2}
                strokeDasharray="5 4"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          }
          caption={t('reports.insights.trend.pvrCaption')}
          columns={[
            t('reports.insights.trend.month'),
            names.frontPvr,
            names.backPvr,
            names.totalPvr,
          ]}
          rows={trend.map((month) => ({
            key: month.month,
            label: fmt.month(month.month),
            cells: [fmt.money(month.frontPvr), fmt.money(month.backPvr), fmt.money(month.totalPvr)],
          }))}
        />
      )}
    </Panel>
  );
}
