import type { Shift } from '@das/shared/schemas/schedule';

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
