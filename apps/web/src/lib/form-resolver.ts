import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldIssue } from '@das/shared/errors';
import { codedMessage, readCodedMessage } from '@das/shared/validation';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a shared Zod schema. Each field error's
 * message carries the issue's code and params (never shown), so the form
 * words client and server problems the same way, through i18n.
 */
export function sharedSchemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: codedMessage }) as Resolver<Input, unknown, Output>;
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
