import { SHIFT_HOURS, type Shift } from '@das/shared/schemas/schedule';
import { dateFormat } from '@/lib/format';

export type WeekDay = { day: string; shift: Shift | null };

/** Working days, days off and days nobody planned, in a week of shifts. */
export function weekSummary(week: readonly WeekDay[]): {
  working: number;
  off: number;
  unplanned: number;
} {
  let working = 0;
  let off = 0;
  let unplanned = 0;
  for (const { shift } of week) {
    if (shift === null) unplanned += 1;
    else if (shift === 'off') off += 1;
    else working += 1;
  }
  return { working, off, unplanned };
}

/** A shift's start and end as clock times in the reader's language ("9 AM", "18:00"). */
export function shiftTimes(shift: Shift, locale: string): { start: string; end: string } | null {
  if (shift === 'off') return null;
  const hours = SHIFT_HOURS[shift];
  const clock = dateFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const at = (hour: number) => clock.format(new Date(Date.UTC(2000, 0, 3, hour)));
  return { start: at(hours.start), end: at(hours.end) };
}
