import { addDays, isPeriodSpec, PERIOD_KEYS, shiftMonth } from '@das/shared/periods';
import type { DateRange, PeriodKey } from '@das/shared/periods';

/**
 * The periods a dashboard or report can show, as the picker offers them, and
 * what each is compared with. Months are `YYYY-MM`; days are the store's ISO days.
 */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

export function isNamedPeriod(value: string): value is PeriodKey {
  return (PERIOD_KEYS as readonly string[]).includes(value);
}

/** A `?period=` value the server accepts, or the fallback. */
export function readPeriod(value: string | null, fallback: string): string {
  return value !== null && isPeriodSpec(value) ? value : fallback;
}

/** The `count` months that end with today's, newest first. */
export function recentMonths(today: string, count: number): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: Math.max(0, count) }, (_, index) => shiftMonth(current, -index));
}

/** Every month from today's back to `first` (inclusive), newest first; at least today's. */
export function monthsBackTo(first: string | null, today: string): string[] {
  const current = today.slice(0, 7);
  const months = [current];
  if (first === null || !isMonth(first)) return months;
  for (let month = shiftMonth(current, -1); month >= first; month = shiftMonth(month, -1)) {
    months.push(month);
  }
  return months;
}

/**
 * The month that goal pace and the pay estimate (monthly by nature) follow:
 * the period's month when it is one, otherwise the current month.
 */
export function focusMonth(period: string, today: string): string {
  if (isMonth(period)) return period;
  if (period === 'last_month') return shiftMonth(today.slice(0, 7), -1);
  return today.slice(0, 7);
}

/** What "the period before" is, in words a reader expects. */
export type Comparison =
  | { kind: 'month'; month: string }
  /** The first days of a month, as far as the current period has run. */
  | { kind: 'monthToDate'; month: string; through: string }
  | { kind: 'quarter' }
  | { kind: 'sameSpanLastYear' }
  | { kind: 'year'; year: string };

export function comparisonOf(period: { key: string; previous: DateRange }): Comparison {
  const { start, end } = period.previous;
  const month = start.slice(0, 7);
  if (start.endsWith('-01') && end === `${shiftMonth(month, 1)}-01`)
    return { kind: 'month', month };
  const through = addDays(end, -1);
  if (start.endsWith('-01') && through.startsWith(month))
    return { kind: 'monthToDate', month, through };
  if (period.key === 'this_quarter') return { kind: 'quarter' };
  if (period.key === 'last_year') return { kind: 'year', year: start.slice(0, 4) };
  return { kind: 'sameSpanLastYear' };
}

/** The last day a period shows figures for: its end, or today while it is under way. */
export function shownThrough(period: { start: string; end: string }, today: string): string {
  const lastDay = addDays(period.end, -1);
  return lastDay > today ? today : lastDay;
}

/** Whether the period is still running (its figures are partial). */
export function isUnderWay(period: { end: string }, today: string): boolean {
  return addDays(period.end, -1) > today;
}

/** Whether a period is exactly one calendar month (goals are set per month). */
export function isSingleMonth(period: { start: string; end: string }): boolean {
  return (
    period.start.endsWith('-01') && period.end === `${shiftMonth(period.start.slice(0, 7), 1)}-01`
  );
}
