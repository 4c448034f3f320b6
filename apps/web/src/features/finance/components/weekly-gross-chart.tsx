import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, FIGURE_CHART } from './chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from './chart-format';
import { Panel } from './panel';

type Week = FinanceDashboard['weekly'][number];

/**
 * Front and back gross of each week of the period, stacked. A week that began
 * before the period is labelled by its first day inside it.
 */
export function WeeklyGrossChart({
  weeks,
  periodStart,
  className = '',
}: {
  weeks: readonly Week[];
  periodStart: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const data = weeks.map((week) => {
    const first = week.weekStart < periodStart ? periodStart : week.weekStart;
    return { ...week, label: fmt.dayMonth(first), first };
  });
  const names = { frontGross: t('finance.weekly.front'), backGross: t('finance.weekly.back') };

  return (
    <Panel
      title={t('finance.weekly.title')}
      description={t('finance.weekly.description')}
      className={className}
    >
      {data.length === 0 ? (
        <div className="flex h-full min-h-40 flex-col items-center justify-center gap-2 text-center">
          <BarChart3 className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('finance.weekly.empty')}</p>
        </div>
      ) : (
        <ChartFigure
          heightClassName="h-60"
          chart={
            <BarChart
              {...FIGURE_CHART}
              data={data}
              margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" {...AXIS_STYLE} minTickGap={8} />
              <YAxis {...fmt.moneyAxis} />
              <Tooltip
                cursor={{ fill: '#f1f5f9' }}
                formatter={fmt.moneyTooltip}
                labelFormatter={(label) => t('finance.weekly.weekOf', { day: String(label) })}
              />
              <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="frontGross"
                name={names.frontGross}
                stackId="gross"
                fill={CHART_COLORS.front}
                maxBarSize={48}
              />
              <Bar
                dataKey="backGross"
                name={names.backGross}
                stackId="gross"
                fill={CHART_COLORS.back}
                radius={[4, 4, 0, 0]}
                maxBarSize={48}
              />
            </BarChart>
          }
          caption={t('finance.weekly.caption')}
          columns={[
            t('finance.weekly.week'),
            t('finance.weekly.deals'),
            names.frontGross,
            names.backGross,
            t('finance.weekly.total'),
          ]}
          rows={data.map((week) => ({
            key: week.weekStart,
            label: fmt.date(week.first),
            cells: [
              fmt.number(week.units),
              fmt.money(week.frontGross),
              fmt.money(week.backGross),
              fmt.money(week.totalGross),
            ],
          }))}
        />
      )}
    </Panel>
  );
}
