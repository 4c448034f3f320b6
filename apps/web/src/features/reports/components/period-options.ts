import { isPeriodSpec, shiftMonth } from '@das/shared/periods';

/** The periods a report can show, as the picker offers them. Months are `YYYY-MM`. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
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

/** The reader's calendar day (YYYY-MM-DD) until the server says what the store's is. */
export function browserToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
