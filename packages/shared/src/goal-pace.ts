/**
 * Goal pace (SPEC.md §3, §4 "Goal progress status", §9; DOMAIN.md "Goal pace").
 * Days off come from the schedule when there is one; without one there are none,
 * and the figures are exactly SPEC.md's.
 */
export const DEFAULT_MONTHLY_TARGET = 20;

export type GoalStatus = 'on-track' | 'slightly-behind' | 'behind' | 'neutral';

export interface GoalPaceInput {
  target: number;
  actual: number;
  /** Day of the month, 1-based, in the store's time zone. */
  currentDay: number;
  daysInMonth: number;
  /** Days off in the whole month, and how many of them are on or before today. */
  daysOff?: number;
  daysOffSoFar?: number;
}

export interface GoalPace {
  expected: number;
  actual: number;
  /** actual ÷ target, as a percentage of the month's goal. */
  progress: number;
  /** actual ÷ expected: what the status is read from. */
  progressRatio: number;
  status: GoalStatus;
  /** Still needed per working day left, 0 when the goal is met. */
  neededPerDay: number;
  /** actual ÷ working days elapsed × working days in the month. */
  projection: number;
}

/**
 * Units projected or still needed are shown to a tenth (ADR 012): a split
 * counts ½, so whole numbers would hide real differences, and one rounding
 * everywhere keeps "143.8 projected" and "26.2 short of 170" consistent.
 */
export function roundUnits(value: number): number {
  return Math.round(value * 10) / 10;
}

export function goalStatus(progressRatio: number): GoalStatus {
  if (progressRatio >= 1) return 'on-track';
  if (progressRatio >= 0.8) return 'slightly-behind';
  if (progressRatio >= 0.6) return 'behind';
  return 'neutral';
}

export function goalPace({
  target,
  actual,
  currentDay,
  daysInMonth,
  daysOff = 0,
  daysOffSoFar = 0,
}: GoalPaceInput): GoalPace {
  const workingDays = Math.max(1, daysInMonth - daysOff);
  const workedSoFar = Math.max(0, currentDay - daysOffSoFar);
  const expected = Math.floor((workedSoFar / workingDays) * target);
  // Nothing expected yet (the first days of a month) counts as on pace.
  const progressRatio = expected === 0 ? 1 : actual / expected;
  const daysLeft = Math.max(0, workingDays - workedSoFar);
  const stillNeeded = Math.max(0, target - actual);
  return {
    expected,
    actual,
    progress: target === 0 ? 0 : Math.round((actual / target) * 1000) / 10,
    progressRatio: Math.round(progressRatio * 1000) / 1000,
    status: goalStatus(progressRatio),
    neededPerDay: stillNeeded === 0 ? 0 : roundUnits(stillNeeded / Math.max(1, daysLeft)),
    projection: workedSoFar === 0 ? 0 : roundUnits((actual / workedSoFar) * workingDays),
  };
}
