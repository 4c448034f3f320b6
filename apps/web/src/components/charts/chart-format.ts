import { useFormatters, dateFormat, numberFormat } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

/** Series colours; the darkest carries the headline figure. All pass 3:1 against white. */
export const CHART_COLORS = {
  front: '#64748b',
  back: '#0284c7',
  total: '#0b1f3a',
  units: '#0369a1',
  new: '#0b1f3a',
  used: '#0284c7',
  cpo: '#7c3aed',
  grid: '#e2e8f0',
  axis: '#64748b',
} as const;

/** Axis ticks in small grey text, with no tick marks or axis line. */
export const AXIS_STYLE = {
  tickLine: false,
  axisLine: false,
  tick: { fontSize: 12, fill: CHART_COLORS.axis },
} as const;

/** Axis and tooltip text for charts; money stays hidden when the privacy toggle is on. */
export function useChartFormatters() {
  const fmt = useFormatters();
  const hidden = usePreferences().data?.hideAmounts ?? false;
  const compact = numberFormat(fmt.locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const dayMonth = dateFormat(fmt.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const compactMoney = (value: number) => (hidden ? '' : compact.format(value));
  return {
    ...fmt,
    hidden,
    compactMoney,
    dayMonth: (iso: string) => dayMonth.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    /**
     * A value axis in compact money, as wide as its longest label ("3,4 χιλ. $" is wider
     * than "$3.4K"); narrow while amounts are hidden.
     */
    moneyAxis: {
      ...AXIS_STYLE,
      width: hidden ? 8 : ('auto' as const),
      tickFormatter: (value: number) => compactMoney(value),
    },
    /** Tooltip lines: the series' name and its amount in full. */
    moneyTooltip: (value: unknown, name: unknown): [string, string] => [
      typeof value === 'number' ? fmt.money(value) : String(value),
      String(name),
    ],
    numberTooltip: (value: unknown, name: unknown): [string, string] => [
      typeof value === 'number' ? fmt.number(value) : String(value),
      String(name),
    ],
  };
}
