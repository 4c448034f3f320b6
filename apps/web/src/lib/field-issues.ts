import { FIELD_ISSUE_CODES, type FieldIssue, type FieldIssueCode } from '@das/shared/errors';
import { ApiError } from './api-client';

/** An i18n key and the values it interpolates: what a form shows beside a field. */
export interface IssueText {
  key: string;
  values?: Record<string, string | number>;
}

const KNOWN_CODES = new Set<string>(FIELD_ISSUE_CODES);

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { field, code, message } = value as Partial<Record<keyof FieldIssue, unknown>>;
  return typeof field === 'string' && typeof code === 'string' && typeof message === 'string';
}

/**
 * The field issues of a 400 VALIDATION_ERROR (`details: [{ field, code, params, message }]`);
 * none for any other error. A code this build does not know yet reads as `invalid`.
 */
export function readFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(isFieldIssue).map((issue) => ({
    ...issue,
    code: KNOWN_CODES.has(issue.code) ? issue.code : 'invalid',
    params: typeof issue.params === 'object' && issue.params !== null ? issue.params : {},
  }));
}

/**
 * The stock number of a 409 `duplicate_stock` answer (ADR 013: already on an open
 * sale or deal of the store, saved only with `allow_duplicate_stock`), or
 * undefined for any other failure.
 */
export function duplicateStockOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return undefined;
  const issue = readFieldIssues(error).find(
    (candidate) => candidate.field === 'stock_number' && candidate.code === 'duplicate_stock',
  );
  return issue ? String(issue.params.stock_number ?? '') : undefined;
}

/** The wording every form can fall back on: `validation.<code>`, its params as values. */
export function genericIssueText(issue: { code: FieldIssueCode; params?: FieldIssue['params'] }) {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return { key: `validation.${issue.code}`, values } satisfies IssueText;
}
