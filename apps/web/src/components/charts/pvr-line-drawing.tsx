import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { FIGURE_CHART } from './chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from './chart-format';
import { PVR_SERIES, type PvrMonth, type PvrNames } from './pvr-line-chart';
import { trendMonthLabel } from './trend-month';

/**
 * Front, back and total PVR month by month: total and back as solid lines,
 * front dashed. It fills its box; put it in a ChartFigure, whose table speaks
 * for it.
 */
export function PvrLineDrawing({
  trend,
  names,
  animate = true,
}: {
  trend: readonly PvrMonth[];
  /** The series' names, in the legend, the tooltip and the figure's table alike. */
  names: PvrNames;
  /** Off where the page prints: the lines are drawn at once. */
  animate?: boolean;
}) {
  const fmt = useChartFormatters();
  const data = trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
  const animation = animate ? 'auto' : false;
  return (
    <LineChart {...FIGURE_CHART} data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis
        dataKey="label"
        {...AXIS_STYLE}
        interval="preserveStartEnd"
        minTickGap={4}
        padding={{ left: 10, right: 10 }}
      />
      <YAxis {...fmt.moneyAxis} />
      <Tooltip formatter={fmt.moneyTooltip} labelFormatter={trendMonthLabel(fmt.month)} />
      <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
      {PVR_SERIES.map(({ key, color, dashed }) => (
        <Line
          key={key}
          type="monotone"
          dataKey={key}
          name={names[key]}
          stroke={color}
          strokeWidth={dashed ? 2 : 2.5}
          strokeDasharray={dashed ? '5 4' : undefined}
          dot={dashed ? false : { r: 2.5 }}
          isAnimationActive={animation}
        />
      ))}
    </LineChart>
  );
}
