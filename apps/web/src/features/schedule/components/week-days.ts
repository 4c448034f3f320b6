import { addDays, mondayOf } from '@das/shared/periods';

/** Weeks run Monday to Sunday, as ISO days (YYYY-MM-DD) on the calendar, without time zones. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isIsoDay(value: string | null | undefined): value is string {
  return !!value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function shiftWeek(monday: string, by: number): string {
  return addDays(monday, by * 7);
}

/** The seven days of the week that starts on `monday`. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** The week a `?week=` value names: any day of it is read as its Monday, nonsense as this week. */
export function weekFromParam(value: string | null, today: string): string {
  return mondayOf(isIsoDay(value) ? value : today);
}
