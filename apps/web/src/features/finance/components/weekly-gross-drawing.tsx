import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';

/** The weekly chart's bars: front and back gross stacked (weekly-gross-chart.tsx). */
export function WeeklyGrossDrawing({
  data,
  names,
  weekOf,
}: {
  data: readonly { label: string; frontGross: number; backGross: number }[];
  names: { frontGross: string; backGross: string };
  weekOf: (label: string) => string;
}) {
  const fmt = useChartFormatters();
  return (
    <BarChart {...FIGURE_CHART} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis dataKey="label" {...AXIS_STYLE} minTickGap={8} />
      <YAxis {...fmt.moneyAxis} />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        formatter={fmt.moneyTooltip}
        labelFormatter={(label) => weekOf(String(label))}
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
  );
}
