import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ChartFigure, FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';
import type { SalesPerson } from './sales-columns';

export const CHART_METRICS = ['units', 'gross'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** Height of one person's bar, and room for the axis and the legend. */
const ROW_PX = 34;
const FRAME_PX = 64;

/**
 * Each salesperson as a horizontal bar, biggest first: units split into
 * new / used / CPO, or gross split into front and back.
 */
export function SalesChart({
  people,
  metric,
}: {
  people: readonly SalesPerson[];
  metric: ChartMetric;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const byMetric = [...people]
    .filter((person) => person.units !== 0 || person.totalGross !== 0)
    .sort((a, b) =>
      metric === 'units'
        ? b.units - a.units || b.totalGross - a.totalGross
        : b.totalGross - a.totalGross,
    );

  if (byMetric.length === 0) {
    return (
      <PanelEmpty
        icon={BarChart3}
        text={t('reports.sales.chart.empty')}
        className="min-h-40 justify-center"
      />
    );
  }

  const series =
    metric === 'units'
      ? ([
          {
            key: 'newUnits',
            name: t('reports.sales.columnsLong.newUnits'),
            color: CHART_COLORS.new,
          },
          {
            key: 'usedUnits',
            name: t('reports.sales.columnsLong.usedUnits'),
            color: CHART_COLORS.used,
          },
          {
            key: 'cpoUnits',
            name: t('reports.sales.columnsLong.cpoUnits'),
            color: CHART_COLORS.cpo,
          },
        ] as const)
      : ([
          {
            key: 'frontGross',
            name: t('reports.sales.columnsLong.frontGross'),
            color: CHART_COLORS.front,
          },
          {
            key: 'backGross',
            name: t('reports.sales.columnsLong.backGross'),
            color: CHART_COLORS.back,
          },
        ] as const);
  const totalName =
    metric === 'units'
      ? t('reports.sales.columnsLong.units')
      : t('reports.sales.columnsLong.totalGross');
  const format = metric === 'units' ? fmt.number : fmt.money;

  return (
    <ChartFigure
      height={byMetric.length * ROW_PX + FRAME_PX}
      chart={
        <BarChart
          {...FIGURE_CHART}
          data={byMetric}
          layout="vertical"
          barCategoryGap="22%"
          margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          {metric === 'units' ? (
            <XAxis type="number" {...AXIS_STYLE} allowDecimals={false} />
          ) : (
            <XAxis type="number" {...fmt.moneyAxis} width={undefined} />
          )}
          <YAxis
            type="category"
            dataKey="name"
            {...AXIS_STYLE}
            width={136}
            tick={{ ...AXIS_STYLE.tick, fill: '#334155' }}
            tickFormatter={(name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={metric === 'units' ? fmt.numberTooltip : fmt.moneyTooltip}
          />
          <Legend iconType="square" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.name}
              stackId="person"
              fill={item.color}
              radius={index === series.length - 1 ? [0, 4, 4, 0] : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      }
      caption={t(`reports.sales.chart.caption.${metric}`)}
      rows={byMetric}
      rowKey={(person) => person.userId}
      columns={[
        { head: t('reports.sales.columns.name'), cell: (person) => person.name },
        ...series.map((item) => ({
          head: item.name,
          cell: (person: SalesPerson) => format(person[item.key]),
        })),
        {
          head: totalName,
          cell: (person) => format(metric === 'units' ? person.units : person.totalGross),
        },
      ]}
    />
  );
}
