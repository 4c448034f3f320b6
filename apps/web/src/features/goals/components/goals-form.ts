import type { FieldIssue } from '@das/shared/errors';
import { saveGoalsSchema, type SaveGoalsRequest } from '@das/shared/schemas/goals';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { amountInput } from '@/lib/amount';
import { genericIssueText, type IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import { rowKey, savedText, type GoalRow, type GoalText } from './goal-draft';

/**
 * A month's goals as a form: every row's targets as typed, turned into the
 * body of `PUT /goals` (only the rows whose numbers changed) and checked by
 * the server's own schema, and each problem's wording.
 */
export interface GoalFormValues {
  /** By `rowKey`. */
  targets: Record<string, GoalText>;
}

export type GoalsRequest = Omit<SaveGoalsRequest, 'dealership_id'>;

export function goalFormValues(rows: readonly GoalRow[]): GoalFormValues {
  return { targets: Object.fromEntries(rows.map((row) => [rowKey(row), savedText(row)])) };
}

/**
 * The rows to send, with the keys of their rows, before the schema checks
 * them. A row that had a unit target keeps one (0 means none): the server has
 * no "no goal" to go back to, so a blank one is missing; so is a blank one
 * beside a gross target. An untouched empty row is left out.
 */
export function goalChanges(rows: readonly GoalRow[], values: GoalFormValues) {
  const keys: string[] = [];
  const goals: Record<string, unknown>[] = [];
  for (const row of rows) {
    const key = rowKey(row);
    const text = values.targets[key];
    if (!text) continue;
    const units = amountInput(text.units, undefined);
    const gross = amountInput(text.gross, null);
    if (units === undefined && gross === null && row.unitTarget === null) continue;
    if (units === row.unitTarget && gross === row.grossTarget) continue;
    keys.push(key);
    goals.push({ userId: row.userId, unitTarget: units, grossTarget: gross });
  }
  return { keys, goals };
}

const typed = z.object({
  targets: z.record(z.string(), z.object({ units: z.string(), gross: z.string() })),
});

/** The form's schema: the changed rows, as the request, checked by the server's schema. */
export function goalsFormSchema(rows: readonly GoalRow[], month: string) {
  return typed
    .transform((values) => ({ month, goals: goalChanges(rows, values).goals }))
    .pipe(saveGoalsSchema);
}

const FIELD_OF_TARGET = { unitTarget: 'units', grossTarget: 'gross' } as const;

/** The input that shows a problem at `goals.<n>.<target>`: the row's, by its key. */
export function goalFieldOf(rows: readonly GoalRow[], path: string, values: GoalFormValues) {
  const match = /^goals\.(\d+)\.(unitTarget|grossTarget)$/.exec(path);
  const key = match ? goalChanges(rows, values).keys[Number(match[1])] : undefined;
  if (!match || key === undefined) return path;
  return `targets.${key}.${FIELD_OF_TARGET[match[2] as keyof typeof FIELD_OF_TARGET]}`;
}

export function goalsFormResolver(
  rows: readonly GoalRow[],
  month: string,
): Resolver<GoalFormValues, unknown, GoalsRequest> {
  return sharedSchemaResolver(goalsFormSchema(rows, month), {
    fieldOf: (path, values) => goalFieldOf(rows, path, values),
  });
}

/** Codes this form words in its own terms (a bound is a number to format); any other code gets the common wording. */
export function goalIssueText(issue: Pick<FieldIssue, 'code' | 'params'>): IssueText {
  switch (issue.code) {
    case 'required':
      return { key: 'goals.errors.required' };
    case 'wrong_type':
      return { key: 'goals.errors.notANumber' };
    case 'too_small':
      return { key: 'goals.errors.negative' };
    case 'too_big':
      return { key: 'goals.errors.tooLarge', values: { limit: Number(issue.params.maximum) } };
  }
  return genericIssueText(issue);
}
