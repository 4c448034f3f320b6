import { readAmount } from '@/lib/amount';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import { shiftMonth } from '@das/shared/periods';

/**
 * A month's targets as typed, checked like the server checks them (units 0 to
 * 10,000; gross 0 to 100,000,000, or none), and what a save sends: only the
 * rows whose numbers changed.
 */
export type GoalRow = GoalsResponse['goals'][number];
export type GoalField = 'units' | 'gross';
export type GoalError = 'required' | 'notANumber' | 'negative' | 'tooLarge';
export interface GoalText {
  units: string;
  gross: string;
}
/** Edited rows only, by `rowKey`. */
export type GoalDraft = Readonly<Record<string, GoalText>>;
export type GoalErrors = Record<string, Partial<Record<GoalField, GoalError>>>;

export const UNIT_LIMIT = 10_000;
export const GROSS_LIMIT = 100_000_000;
export const STORE_KEY = 'store';

function readTarget(text: string, max: number): number | GoalError | null {
  const value = readAmount(text);
  if (value === null) return null;
  if (Number.isNaN(value)) return 'notANumber';
  if (value < 0) return 'negative';
  return value > max ? 'tooLarge' : value;
}

export const rowKey = (row: Pick<GoalRow, 'userId'>) => row.userId ?? STORE_KEY;

export function savedText(row: GoalRow): GoalText {
  return {
    units: row.unitTarget === null ? '' : String(row.unitTarget),
    gross: row.grossTarget === null ? '' : String(row.grossTarget),
  };
}

export function textOf(row: GoalRow, draft: GoalDraft): GoalText {
  return draft[rowKey(row)] ?? savedText(row);
}

export interface GoalChange {
  userId: string | null;
  unitTarget: number;
  grossTarget: number | null;
}

export type ParsedGoals = { ok: true; goals: GoalChange[] } | { ok: false; errors: GoalErrors };

/**
 * The rows to send. A row that had a unit target keeps one (0 means none):
 * the server has no "no goal" to go back to. A gross target needs a unit target.
 */
export function parseGoals(rows: readonly GoalRow[], draft: GoalDraft): ParsedGoals {
  const errors: GoalErrors = {};
  const goals: GoalChange[] = [];
  for (const row of rows) {
    const key = rowKey(row);
    const text = draft[key];
    if (!text) continue;
    const rowErrors: Partial<Record<GoalField, GoalError>> = {};
    const units = readTarget(text.units, UNIT_LIMIT);
    const gross = readTarget(text.gross, GROSS_LIMIT);
    if (typeof units === 'string') rowErrors.units = units;
    if (typeof gross === 'string') rowErrors.gross = gross;
    if (units === null && (row.unitTarget !== null || gross !== null)) rowErrors.units = 'required';
    if (Object.keys(rowErrors).length > 0) {
      errors[key] = rowErrors;
      continue;
    }
    if (typeof units !== 'number') continue;
    const grossTarget = typeof gross === 'number' ? gross : null;
    if (units === row.unitTarget && grossTarget === row.grossTarget) continue;
    goals.push({ userId: row.userId, unitTarget: units, grossTarget });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, goals };
}

/** Rows whose typed numbers differ from the saved ones (as text, before parsing). */
export function editedCount(rows: readonly GoalRow[], draft: GoalDraft): number {
  return rows.filter((row) => {
    const text = draft[rowKey(row)];
    if (!text) return false;
    const saved = savedText(row);
    const same = (a: string, b: string) => a.trim().replace(/[\s$,]/g, '') === b;
    return !same(text.units, saved.units) || !same(text.gross, saved.gross);
  }).length;
}

/** A draft that starts a month from another month's targets, for the people still here. */
export function draftFromMonth(rows: readonly GoalRow[], source: readonly GoalRow[]): GoalDraft {
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
export function sumTargets(rows: readonly GoalRow[], draft: GoalDraft, role: string): number {
  return rows
    .filter((row) => row.role === role)
    .reduce((sum, row) => {
      const value = readTarget(textOf(row, draft).units, UNIT_LIMIT);
      return typeof value === 'number' ? sum + value : sum;
    }, 0);
}
