import type { Shift } from '@das/shared/schemas/schedule';
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

/** A shift's start and end (minutes since midnight) as clock times in the reader's language ("9 AM", "18:00"). */
export function shiftTimes(
  minutes: { start: number; end: number },
  locale: string,
): { start: string; end: string } {
  // Minutes only where a time has them: "9 AM", "8:30 AM".
  const at = (minute: number) =>
    dateFormat(locale, {
      hour: 'numeric',
      ...(minute % 60 ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2000, 0, 3, 0, minute)));
  return { start: at(minutes.start), end: at(minutes.end) };
}
