import { monthStartOf, monthsBetween, type DateRange } from '@das/shared/periods';

interface MonthGoal {
  userId: string | null;
  role: string | null;
  month: string;
  unitTarget: string;
  grossTarget: string | null;
}

export interface PeriodGoal {
  userId: string | null;
  role: string | null;
  unitTarget: number;
  grossTarget: number | null;
}

/**
 * The goals a period is measured against. Goals are monthly (DOMAIN.md), so a
 * period within one month is measured against that month's goal, and a period
 * that starts on a month's first day (a quarter, a year, each to date) against
 * the sum of the goals of every month it reaches; a goal counts only when each
 * of those months has one, so a year is never held to one month's goal. A
 * period that starts mid-month and runs into the next has no goal.
 */
export function periodGoals(rows: readonly MonthGoal[], range: DateRange): PeriodGoal[] {
  const months = monthsBetween({ start: monthStartOf(range.start), end: range.end });
  if (months.length > 1 && !range.start.endsWith('-01')) return [];
  const byOwner = new Map<string | null, MonthGoal[]>();
  for (const row of rows) {
    if (!months.includes(row.month.slice(0, 7))) continue;
    byOwner.set(row.userId, [...(byOwner.get(row.userId) ?? []), row]);
  }
  return [...byOwner.values()]
    .filter((owned) => owned.length === months.length)
    .map((owned) => ({
      userId: owned[0]!.userId,
      role: owned[0]!.role,
      unitTarget: owned.reduce((sum, row) => sum + Number(row.unitTarget), 0),
      grossTarget: owned.every((row) => row.grossTarget !== null)
        ? owned.reduce((sum, row) => sum + Number(row.grossTarget), 0)
        : null,
    }));
}
