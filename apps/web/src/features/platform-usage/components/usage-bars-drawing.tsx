import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { FIGURE_CHART } from '@/components/charts/chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from '@/components/charts/chart-format';

/** One series of bars: the field of each point it reads, its name and colour. */
export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

export interface BarPoint {
  /** The ISO day the bar stands for (a week's Monday). */
  day: string;
  [key: string]: number | string;
}

/** Counts as bars per day or week, several series stacked (loaded lazily with recharts). */
export function UsageBarsDrawing({
  points,
  series,
}: {
  points: readonly BarPoint[];
  series: readonly BarSeries[];
}) {
  const fmt = useChartFormatters();
  const data = points.map((point) => ({ ...point, label: fmt.dayMonth(point.day) }));
  return (
    <BarChart {...FIGURE_CHART} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis dataKey="label" {...AXIS_STYLE} interval="preserveStartEnd" minTickGap={8} />
      <YAxis {...AXIS_STYLE} width={32} allowDecimals={false} />
      <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={fmt.numberTooltip} />
      {series.length > 1 ? (
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
      ) : null}
      {series.map(({ key, name, color }, index) => (
        <Bar
          key={key}
          dataKey={key}
          name={name}
          stackId="count"
          fill={color}
          maxBarSize={28}
          radius={index === series.length - 1 ? [3, 3, 0, 0] : 0}
        />
      ))}
    </BarChart>
  );
}
