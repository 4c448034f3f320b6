import { goalPace, type GoalStatus } from '@das/shared/goal-pace';
import { daysInMonth } from '@das/shared/periods';
import { tenseOf } from './goal-draft';

export type GoalStanding =
  | { kind: 'pace'; status: GoalStatus; expected: number; projection: number; neededPerDay: number }
  | { kind: 'met' }
  | { kind: 'missed' }
  | { kind: 'none' };

/**
 * How a unit goal stands: this month by DOMAIN.md's goal pace (expected by
 * today, the month-end projection, still needed a day); a past month met or
 * missed; a future month, or no goal, nothing yet.
 */
export function standingOf(
  row: { actualUnits: number; daysOff?: number; daysOffSoFar?: number },
  target: number | null,
  month: string,
  today: string,
): GoalStanding {
  const actual = row.actualUnits;
  if (target === null || target <= 0) return { kind: 'none' };
  const tense = tenseOf(month, today);
  if (tense === 'future') return { kind: 'none' };
  if (tense === 'past') return actual >= target ? { kind: 'met' } : { kind: 'missed' };
  const pace = goalPace({
    target,
    actual,
    currentDay: Number(today.slice(8, 10)),
    daysInMonth: daysInMonth(today),
    // The same working days as the person's dashboard: scheduled days off do not count.
    daysOff: row.daysOff ?? 0,
    daysOffSoFar: row.daysOffSoFar ?? 0,
  });
  return {
    kind: 'pace',
    status: pace.status,
    expected: pace.expected,
    projection: pace.projection,
    neededPerDay: pace.neededPerDay,
  };
}
