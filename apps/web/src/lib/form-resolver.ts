import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldIssue } from '@das/shared/errors';
import { codedMessage, readCodedMessage } from '@das/shared/validation';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';

export interface SharedSchemaOptions<Input extends FieldValues> {
  /**
   * Shared rules the server checks after its parse (`dealRuleIssues`,
   * `signupRuleIssues` …): the form shows them at once beside the schema's
   * problems. A field the schema already refused keeps the schema's problem.
   */
  rules?: (values: Input) => readonly Pick<FieldIssue, 'field' | 'code' | 'params'>[];
  /**
   * The form field that shows a problem of the request's `path`, where the two
   * differ (a brand list typed in one box, a row of a table by its key).
   */
  fieldOf?: (path: string, values: Input) => string;
}

/** A form error's leaves by dotted path (`dealerships.1.city`, `dealerships.root`). */
function flattenErrors(node: unknown, path: string, into: Record<string, FieldError>) {
  if (typeof node !== 'object' || node === null) return;
  const error = node as Partial<FieldError>;
  if (typeof error.type === 'string' && typeof error.message === 'string' && path !== '') {
    into[path] ??= { type: error.type, message: error.message };
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    flattenErrors(child, path === '' ? key : `${path}.${key}`, into);
  }
}

/**
 * react-hook-form's resolver for a shared Zod schema. Each field error's
 * message carries the issue's code and params (never shown), so the form
 * words client and server problems the same way, through i18n.
 */
export function sharedSchemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { rules, fieldOf }: SharedSchemaOptions<Input> = {},
): Resolver<Input, unknown, Output> {
  const base = zodResolver(schema, { error: codedMessage }) as Resolver<Input, unknown, Output>;
  if (!rules && !fieldOf) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const found: Record<string, FieldError> = {};
    flattenErrors(result.errors, '', found);
    const flat: Record<string, FieldError> = {};
    for (const [path, error] of Object.entries(found)) {
      flat[fieldOf ? fieldOf(path, values) : path] ??= error;
    }
    for (const issue of rules?.(values) ?? []) {
      flat[fieldOf ? fieldOf(issue.field, values) : issue.field] ??= errorOfIssue(issue);
    }
    if (Object.keys(flat).length === 0) return result;
    return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<Input> };
  };
}

/** The code and params a field error carries; a server issue is placed with `setError` the same way. */
export function issueOfError(
  error: FieldError | undefined,
): Pick<FieldIssue, 'code' | 'params'> | undefined {
  return readCodedMessage(error?.message);
}

/** What `setError` stores for a server issue, so it reads back like a client one. */
export function errorOfIssue(issue: Pick<FieldIssue, 'code' | 'params'>): FieldError {
  return { type: 'server', message: JSON.stringify({ code: issue.code, params: issue.params }) };
}

/**
 * A refused request's field issues, placed on the fields that show them (the
 * first of each), with the focus on the first in `order`, the form's field
 * order. The issues no field shows are returned, to word above the form.
 */
export function placeServerIssues<V extends FieldValues>(
  setError: UseFormSetError<V>,
  issues: readonly FieldIssue[],
  order: readonly Path<V>[],
  fieldOf: (field: string) => string = (field) => field,
): FieldIssue[] {
  const shown = new Set<string>(order);
  const placed = new Map<string, FieldIssue>();
  const other: FieldIssue[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.field);
    if (!shown.has(field)) other.push(issue);
    else if (!placed.has(field)) placed.set(field, issue);
  }
  const first = order.find((field) => placed.has(field));
  for (const field of order) {
    const issue = placed.get(field);
    if (issue) setError(field, errorOfIssue(issue), { shouldFocus: field === first });
  }
  return other;
}

/** The dotted path of every field of a form's values, in their order: the order problems are read in. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null) return prefix === '' ? [] : [prefix];
  return Object.entries(values).flatMap(([key, value]) =>
    fieldPaths(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}
