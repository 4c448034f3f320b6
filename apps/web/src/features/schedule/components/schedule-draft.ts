import { shiftSpan, SHIFTS, type Shift, type ScheduleWeek } from '@das/shared/schemas/schedule';
import { isWeekend } from './week-days';

/**
 * The manager's unsaved edits of a week, kept apart from the week the server
 * sent: a cell is `userId|day`, its value the shift chosen (null to clear).
 */
export type ScheduleDraft = Readonly<Record<string, Shift | null>>;
export type ScheduleCell = { userId: string; day: string; shift: Shift | null };
export type Person = ScheduleWeek['people'][number];
export type WorkingShift = Exclude<Shift, 'off'>;

export const WORKING_SHIFTS = SHIFTS.filter((shift): shift is WorkingShift => shift !== 'off');

export const cellKey = (userId: string, day: string) => `${userId}|${day}`;

/** The week's people with the draft laid over their saved shifts. */
export function applyDraft(week: ScheduleWeek, draft: ScheduleDraft): Person[] {
  return week.people.map((person) => ({
    ...person,
    shifts: week.days.map((day, index) => {
      const key = cellKey(person.userId, day);
      return key in draft ? (draft[key] ?? null) : (person.shifts[index] ?? null);
    }),
  }));
}

/** The cells whose drafted shift differs from the saved one: what a save sends. */
export function changedCells(week: ScheduleWeek, draft: ScheduleDraft): ScheduleCell[] {
  const cells: ScheduleCell[] = [];
  for (const person of week.people) {
    week.days.forEach((day, index) => {
      const key = cellKey(person.userId, day);
      if (!(key in draft)) return;
      const shift = draft[key] ?? null;
      if (shift !== (person.shifts[index] ?? null))
        cells.push({ userId: person.userId, day, shift });
    });
  }
  return cells;
}

export type DayCoverage = Record<Shift, number>;

/** People per day and shift, from the grid as shown (saved or drafted). */
export function coverageOf(people: readonly Person[], days: readonly string[]): DayCoverage[] {
  return days.map((_, index) => {
    const counts = Object.fromEntries(SHIFTS.map((shift) => [shift, 0])) as DayCoverage;
    for (const person of people) {
      const shift = person.shifts[index];
      if (shift) counts[shift] += 1;
    }
    return counts;
  });
}

export interface CoverageGaps {
  opening: boolean;
  closing: boolean;
}

/**
 * Whether a day lacks someone to open or to close the store. Opening and the
 * weekend shift both start at opening time; the weekend shift is the whole
 * Saturday or Sunday, so on those days it closes the store too.
 */
export function coverageGaps(counts: DayCoverage, day: string): CoverageGaps {
  const weekend = isWeekend(day) ? counts.weekend : 0;
  return {
    opening: counts.opening + counts.weekend === 0,
    closing: counts.closing + weekend === 0,
  };
}

export type StoreTemplates = ScheduleWeek['templates'];

/** Hours a person is planned for in the week, each shift as long as the store's hours for it. */
export function weeklyHours(shifts: readonly (Shift | null)[], templates: StoreTemplates): number {
  const minutes = shifts.reduce((sum, shift) => {
    if (!shift || shift === 'off') return sum;
    const [start, end] = shiftSpan(shift, templates);
    return sum + end - start;
  }, 0);
  return minutes / 60;
}

/** The server takes at most 100 cells a call. */
export function inBatches<T>(items: readonly T[], size = 100): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}

/** Whether a week has any shift planned at all (copying onto it would replace them). */
export function hasAnyShift(week: ScheduleWeek): boolean {
  return week.people.some((person) => person.shifts.some((shift) => shift !== null));
}
