/** A month of a twelve-month trend, as the dashboards and reports receive it. */
export interface TrendMonth {
  month: string;
}

/** A tooltip's heading for a trend chart: the hovered month in full ("October 2026"). */
export function trendMonthLabel(formatMonth: (month: string) => string) {
  return (_: unknown, payload: readonly { payload?: unknown }[]) => {
    const month = (payload[0]?.payload as TrendMonth | undefined)?.month;
    return month ? formatMonth(month) : '';
  };
}
