import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { isSmallSample } from '@das/shared/small-sample';
import { useTranslation } from 'react-i18next';
import { FIGURE_CHART } from './chart-figure';
import { AXIS_STYLE, CHART_COLORS, useChartFormatters } from './chart-format';
import { PVR_SERIES, type PvrMonth, type PvrNames } from './pvr-line-chart';
import { trendMonthLabel } from './trend-month';

/**
 * Front, back and total PVR month by month: total and back as solid lines,
 * front dashed. A month of too few deals has hollow points. It fills its box;
 * put it in a ChartFigure, whose table speaks for it.
 */
export function PvrLineDrawing({
  trend,
  names,
  animate = true,
  smallSampleDeals,
}: {
  trend: readonly PvrMonth[];
  /** The series' names, in the legend, the tooltip and the figure's table alike. */
  names: PvrNames;
  /** Off where the page prints: the lines are drawn at once. */
  animate?: boolean;
  /** The store's setting: a month of fewer deals is drawn hollow and named so (ADR 029). */
  smallSampleDeals?: number;
}) {
  const { t } = useTranslation();
  const fmt = useChartFormatters();
  const small = (month: PvrMonth) =>
    smallSampleDeals !== undefined && isSmallSample(month.units, smallSampleDeals);
  const data = trend.map((month) => ({ ...month, label: fmt.shortMonth(month.month) }));
  const animation = animate ? 'auto' : false;
  const monthLabel = trendMonthLabel(fmt.month);
  const label = (value: unknown, payload: readonly { payload?: unknown }[]) => {
    const month = payload[0]?.payload as PvrMonth | undefined;
    const name = monthLabel(value, payload);
    return month && small(month)
      ? `${name} · ${t('contractsInTransit.smallSample', { count: month.units })}`
      : name;
  };
  /** A solid point, or a hollow ring for a month of too few deals. */
  const dot = (color: string) =>
    function Dot(props: { cx?: number; cy?: number; index?: number; payload?: PvrMonth }) {
      const { cx, cy, index, payload } = props;
      if (cx === undefined || cy === undefined || !payload) return <g key={index} />;
      return small(payload) ? (
        <circle key={index} cx={cx} cy={cy} r={3.5} fill="#fff" stroke={color} strokeWidth={1.5} />
      ) : (
        <circle key={index} cx={cx} cy={cy} r={2.5} fill={color} stroke={color} />
      );
    };
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
      <Tooltip formatter={fmt.moneyTooltip} labelFormatter={label} />
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
          dot={dashed ? false : dot(color)}
          isAnimationActive={animation}
        />
      ))}
    </LineChart>
  );
}
