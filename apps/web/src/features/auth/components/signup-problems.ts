import type { FieldIssue } from '@das/shared/errors';
import { signupRuleIssues } from '@das/shared/schemas/signup';
import type { IssueText } from '@/lib/field-issues';
import { authIssueTexts } from './auth-error-text';

/**
 * What is wrong with one sign-up field, as an i18n key and its values, or as
 * the parts of one sentence (SPEC.md §5's e-mail, password and
 * invalid-character messages; password rules are joined with commas).
 */
export type FieldProblem =
  { key: string; values?: Record<string, number> } | { parts: IssueText[] };

export type FieldProblems = Record<string, FieldProblem>;

/** The part of a Zod issue this page reads (the web app does not depend on zod itself). */
interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** A shared request schema (packages/shared/src/schemas/signup.ts). */
export interface RequestSchema<T> {
  safeParse(
    body: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

function lastSegment(field: string): string {
  return field.split('.').at(-1) ?? field;
}

/** One schema issue as the sentence the browser shows beside its field. */
export function describeSignupIssue(issue: Issue): FieldProblem {
  const field = issue.path.map(String).join('.');
  const name = lastSegment(field);
  if (name === 'state') return { key: 'signup.errors.state' };
  if (name === 'timeZone') return { key: 'signup.errors.timeZone' };
  if (name === 'acceptTerms') return { key: 'signup.errors.acceptTerms' };
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return field === 'dealerships'
      ? { key: 'signup.errors.storesMin', values: { min: Number(issue.minimum) } }
      : { key: 'signup.errors.invalid' };
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return field === 'dealerships'
      ? { key: 'signup.errors.storesMax', values: { max: Number(issue.maximum) } }
      : { key: 'signup.errors.brandsMax', values: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'too_small' || issue.code === 'invalid_type') {
    return { key: 'signup.errors.required' };
  }
  if (issue.code === 'too_big') {
    return { key: 'signup.errors.tooLong', values: { max: Number(issue.maximum) } };
  }
  return { key: 'signup.errors.invalid' };
}

/**
 * Every field problem of a sign-up body, by field path (`dealerships.1.city`):
 * the shared schema the server checks with, then the shared SPEC.md rules.
 * The first problem of a field is the one shown. With none, `request` is the
 * body as the schema cleaned it (trimmed, spaces collapsed), ready to send.
 */
export function checkSignup<T>(
  schema: RequestSchema<T>,
  body: unknown,
): { problems: FieldProblems; request?: T } {
  const problems: FieldProblems = {};
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      problems[field] ??= describeSignupIssue(issue);
    }
  }
  for (const issue of signupRuleIssues(body)) {
    problems[issue.field] ??= { parts: authIssueTexts(issue) };
  }
  const valid = result.success && Object.keys(problems).length === 0;
  return valid ? { problems, request: result.data } : { problems };
}

/**
 * The server's field issues placed on their fields. Where the browser's own
 * check sees the same problem it words it; otherwise the issue's code does.
 */
export function placeServerIssues(
  issues: Record<string, FieldIssue>,
  local: FieldProblems,
): FieldProblems {
  const placed: FieldProblems = {};
  for (const [field, issue] of Object.entries(issues)) {
    placed[field] = local[field] ?? { parts: authIssueTexts(issue) };
  }
  return placed;
}
