import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ChartFigure, FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';
import { Panel } from '@/components/ui/panel';

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
        <PanelEmpty
          icon={BarChart3}
          text={t('finance.weekly.empty')}
          className="h-full min-h-40 justify-center"
        />
      ) : (
        <ChartFigure
          height="15rem"
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
          rows={data}
          rowKey={(week) => week.weekStart}
          columns={[
            { head: t('finance.weekly.week'), cell: (week) => fmt.date(week.first) },
            { head: t('finance.weekly.deals'), cell: (week) => fmt.number(week.units) },
            { head: names.frontGross, cell: (week) => fmt.money(week.frontGross) },
            { head: names.backGross, cell: (week) => fmt.money(week.backGross) },
            { head: t('finance.weekly.total'), cell: (week) => fmt.money(week.totalGross) },
          ]}
        />
      )}
    </Panel>
  );
}
