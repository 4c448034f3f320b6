import { monthStartOf, monthsBetween, type DateRange } from '@das/shared/periods';
import type { Database } from '../../db/client';
import { storesMonthTargets, type MonthTarget } from './month-targets';

interface MonthGoal extends MonthTarget {
  month: string;
}

export interface PeriodGoal {
  userId: string | null;
  role: string | null;
  unitTarget: number;
  grossTarget: number | null;
}

/**
 * The months (YYYY-MM) whose goals a period is measured against. Goals are
 * monthly (DOMAIN.md), so a period within one month is measured against that
 * month's goal, and a period that starts on a month's first day (a quarter, a
 * year, each to date) against every month it reaches. A period that starts
 * mid-month and runs into the next has no goal: none.
 */
function monthsMeasured(range: DateRange): string[] {
  const months = monthsBetween({ start: monthStartOf(range.start), end: range.end });
  return months.length > 1 && !range.start.endsWith('-01') ? [] : months;
}

/**
 * The goals a period is measured against, from its months' goals: the sum
 * over its months (`monthsMeasured`), counted only when each of those months
 * has one, so a year is never held to one month's goal.
 */
export function periodGoals(rows: readonly MonthGoal[], range: DateRange): PeriodGoal[] {
  const months = monthsMeasured(range);
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

/**
 * Several stores' goals for a period, by store: each month's goals as
 * `storesMonthTargets` gives them (saved, else the store's defaults in force
 * for that month, ADR 020), summed by `periodGoals`. Every board, report and
 * rollup that shows a goal or its pace reads it here (or a month's through
 * `monthTargets`); the queries are as many for fifty stores as for one.
 */
export async function periodTargets(
  db: Database,
  dealershipIds: readonly number[],
  range: DateRange,
  options: { storeOnly?: boolean } = {},
): Promise<Map<number, PeriodGoal[]>> {
  const months = monthsMeasured(range);
  const byStore = await storesMonthTargets(db, dealershipIds, months, options);
  return new Map(
    dealershipIds.map((id) => {
      const rows = [...byStore.get(id)!].flatMap(([month, { targets }]) =>
        targets.map((target) => ({ ...target, month: `${month}-01` })),
      );
      return [id, periodGoals(rows, range)];
    }),
  );
}

/** One store's goals for a period (`periodTargets`). */
export async function storePeriodGoals(
  db: Database,
  dealershipId: number,
  range: DateRange,
): Promise<PeriodGoal[]> {
  return (await periodTargets(db, [dealershipId], range)).get(dealershipId)!;
}
