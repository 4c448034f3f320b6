/**
 * The one clock (ARCHITECTURE.md convention 12). Every business "today" (the
 * seed, periods, pace, pay, trial ends, default dates) is read from a Clock, so
 * a test or a screenshot run can set the calendar to any day and get the same
 * figures. Security timings (sessions, tokens, lockouts) keep real time.
 */
export interface Clock {
  now(): Date;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (so 2027-02-29 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Real time, or, given a day, a clock that reads noon UTC of that day when it
 * is made and runs on in real time from there. Noon UTC is the same calendar
 * day in every time zone from UTC−11 to UTC+11, so every store agrees on it.
 */
export function createClock(day?: string, startedAt = Date.now()): Clock {
  if (day === undefined) return systemClock;
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day (YYYY-MM-DD): ${day}`);
  const offset = Date.parse(`${day}T12:00:00Z`) - startedAt;
  return { now: () => new Date(Date.now() + offset) };
}
