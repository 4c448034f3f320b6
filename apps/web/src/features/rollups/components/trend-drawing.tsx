import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';
import { trendMonthLabel } from '@/components/charts/trend-month';

export interface TrendPoint {
  month: string;
  units: number;
  totalGross: number;
}

/** Units as bars on the left scale, total gross as a line on the right (trend-panel.tsx). */
export function TrendDrawing({
  months,
  names,
}: {
  months: readonly TrendPoint[];
  names: { units: string; totalGross: string };
}) {
  const fmt = useChartFormatters();
  const data = months.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
  return (
    <ComposedChart {...FIGURE_CHART} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis dataKey="label" {...AXIS_STYLE} interval="preserveStartEnd" minTickGap={4} />
      <YAxis yAxisId="units" {...AXIS_STYLE} width={32} allowDecimals={false} />
      <YAxis yAxisId="gross" orientation="right" {...fmt.moneyAxis} />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        formatter={(value: unknown, name: unknown) =>
          name === names.units ? fmt.numberTooltip(value, name) : fmt.moneyTooltip(value, name)
        }
        labelFormatter={trendMonthLabel(fmt.month)}
      />
      <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
      <Bar
        yAxisId="units"
        dataKey="units"
        name={names.units}
        fill={CHART_COLORS.back}
        radius={[4, 4, 0, 0]}
        maxBarSize={36}
      />
      <Line
        yAxisId="gross"
        dataKey="totalGross"
        name={names.totalGross}
        stroke={CHART_COLORS.total}
        strokeWidth={2}
        dot={false}
      />
    </ComposedChart>
  );
}
