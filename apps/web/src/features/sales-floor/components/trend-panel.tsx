import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
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
import { formatUnits } from './units';

type TrendMonth = GeneralManagerDashboard['trend'][number];

/**
 * The store's last twelve months: units sold as bars, front, back and total
 * PVR as lines, and every figure in a table for screen readers.
 */
export function TrendPanel({ trend }: { trend: readonly TrendMonth[] }) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const data = trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
  const names = {
    units: t('salesFloor.trend.units'),
    totalPvr: t('salesFloor.trend.totalPvr'),
    backPvr: t('salesFloor.trend.backPvr'),
    frontPvr: t('salesFloor.trend.frontPvr'),
  };
  const first = trend[0]?.month;
  const last = trend.at(-1)?.month;
  const monthLabel = (_: unknown, payload: readonly { payload?: unknown }[]) => {
    const month = (payload[0]?.payload as TrendMonth | undefined)?.month;
    return month ? fmt.month(month) : '';
  };

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
        <div className="flex min-h-40 flex-col items-center justify-center gap-2 text-center">
          <LineChartIcon className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('salesFloor.trend.empty')}</p>
        </div>
      ) : (
        <ChartFigure
          heightClassName=""
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
                      labelFormatter={monthLabel}
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
                    <Tooltip formatter={fmt.moneyTooltip} labelFormatter={monthLabel} />
                    <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
                    <Line
                      type="monotone"
                      dataKey="totalPvr"
                      name={names.totalPvr}
                      stroke={CHART_COLORS.total}
                      strokeWidth={2.5}
                      dot={{ r: 2.5 }}
                    />
                    <Line
                      type="monotone"
                      dataKey="backPvr"
                      name={names.backPvr}
                      stroke={CHART_COLORS.back}
                      strokeWidth={2.5}
                      dot={{ r: 2.5 }}
                    />
                    <Line
                      type="monotone"
                      dataKey="frontPvr"
                      name={names.frontPvr}
                      stroke={CHART_COLORS.front}
                      strokeWidth={2}
                      strokeDasharray="5 4"
                      dot={false}
                    />
                  </LineChart>
                </div>
              </div>
            </div>
          }
          caption={t('salesFloor.trend.caption')}
          columns={[
            t('salesFloor.trend.month'),
            names.units,
            t('salesFloor.trend.totalGross'),
            names.frontPvr,
            names.backPvr,
            names.totalPvr,
          ]}
          rows={trend.map((month) => ({
            key: month.month,
            label: fmt.month(month.month),
            cells: [
              formatUnits(month.units, fmt.number),
              fmt.money(month.totalGross),
              fmt.money(month.frontPvr),
              fmt.money(month.backPvr),
              fmt.money(month.totalPvr),
            ],
          }))}
        />
      )}
    </Panel>
  );
}
