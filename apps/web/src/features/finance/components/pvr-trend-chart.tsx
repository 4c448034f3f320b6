import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, FIGURE_CHART } from './chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from './chart-format';
import { Panel } from './panel';

type TrendMonth = FinanceDashboard['trend'][number];

/** Front, back and total PVR over the twelve months that end with the period. */
export function PvrTrendChart({
  trend,
  className = '',
}: {
  trend: readonly TrendMonth[];
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const data = trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
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
        <div className="flex min-h-40 flex-col items-center justify-center gap-2 text-center">
          <LineChartIcon className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('finance.trend.empty')}</p>
        </div>
      ) : (
        <ChartFigure
          heightClassName="h-64"
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
                labelFormatter={(_, payload) => {
                  const month = (payload[0]?.payload as TrendMonth | undefined)?.month;
                  return month ? fmt.month(month) : '';
                }}
              />
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
          }
          caption={t('finance.trend.caption')}
          columns={[
            t('finance.trend.month'),
            t('finance.trend.deals'),
            names.frontPvr,
            names.backPvr,
            names.totalPvr,
            t('finance.trend.ppd'),
          ]}
          rows={trend.map((month) => ({
            key: month.month,
            label: fmt.month(month.month),
            cells: [
              fmt.number(month.units),
              fmt.money(month.frontPvr),
              fmt.money(month.backPvr),
              fmt.money(month.totalPvr),
              fmt.number(month.ppd),
            ],
          }))}
        />
      )}
    </Panel>
  );
}
