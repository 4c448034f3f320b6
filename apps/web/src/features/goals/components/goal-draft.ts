import { readAmount } from '@/lib/amount';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import { shiftMonth } from '@das/shared/periods';

/**
 * A month's targets as typed, by row (`rowKey`): what differs from the saved
 * ones, a month started from another, the sums and shares the page shows.
 */
export type GoalRow = GoalsResponse['goals'][number];
export interface GoalText {
  units: string;
  gross: string;
}
/** Typed targets by `rowKey`; a row not in it shows its saved targets. */
export type GoalTargets = Readonly<Record<string, GoalText>>;

export const STORE_KEY = 'store';

export const rowKey = (row: Pick<GoalRow, 'userId'>) => row.userId ?? STORE_KEY;

export function savedText(row: GoalRow): GoalText {
  return {
    units: row.unitTarget === null ? '' : String(row.unitTarget),
    gross: row.grossTarget === null ? '' : String(row.grossTarget),
  };
}

export function textOf(row: GoalRow, targets: GoalTargets): GoalText {
  return targets[rowKey(row)] ?? savedText(row);
}

/** Rows whose typed numbers differ from the saved ones (as text, before parsing). */
export function editedCount(rows: readonly GoalRow[], targets: GoalTargets): number {
  return rows.filter((row) => {
    const text = targets[rowKey(row)];
    if (!text) return false;
    const saved = savedText(row);
    const same = (a: string, b: string) => a.trim().replace(/[\s$,]/g, '') === b;
    return !same(text.units, saved.units) || !same(text.gross, saved.gross);
  }).length;
}

/** The targets that start a month from another month's, for the people still here. */
export function targetsFromMonth(
  rows: readonly GoalRow[],
  source: readonly GoalRow[],
): GoalTargets {
  const draft: Record<string, GoalText> = {};
  for (const row of rows) {
    const from = source.find((candidate) => candidate.userId === row.userId);
    if (from && from.unitTarget !== null) draft[rowKey(row)] = savedText(from);
  }
  return draft;
}

/** actual ÷ target, or null without a target. */
export function shareOf(actual: number, target: number | null): number | null {
  return target === null || target <= 0 ? null : actual / target;
}

export type MonthTense = 'past' | 'current' | 'future';

export function tenseOf(month: string, today: string): MonthTense {
  const current = today.slice(0, 7);
  return month < current ? 'past' : month > current ? 'future' : 'current';
}

/**
 * The months to offer: every month with goals, this month and the next, and
 * the one on screen, newest first.
 */
export function monthChoices(history: readonly string[], today: string, shown: string): string[] {
  const current = today.slice(0, 7);
  return [...new Set([...history, current, shiftMonth(current, 1), shown])].sort((a, b) =>
    b.localeCompare(a),
  );
}

export function isMonth(value: string | null): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** Sum of the people's unit targets of one role, against the store's goal. */
export function sumTargets(rows: readonly GoalRow[], targets: GoalTargets, role: string): number {
  return rows
    .filter((row) => row.role === role)
    .reduce((sum, row) => {
      const value = readAmount(textOf(row, targets).units);
      return value !== null && Number.isFinite(value) && value > 0 ? sum + value : sum;
    }, 0);
}
