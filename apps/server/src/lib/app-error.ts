import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_FAILURES, type AuthFailureReason } from '@das/shared/auth-rules';
import { ERROR_CODES, type ErrorBody, type ErrorCode, type FieldIssue } from '@das/shared/errors';

/** A failure the caller should hear about, in SPEC.md §8's codes and statuses. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    readonly details?: ErrorBody['error']['details'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.code].status;
  }
}

/** An auth failure: SPEC.md §8's English message, and its reason as a code for clients. */
export function authFailure(code: ErrorCode, reason: AuthFailureReason): AppError {
  return new AppError(code, AUTH_FAILURES[reason], { reason });
}

export function validationError(issues: FieldIssue[]): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `Validation failed: ${issues.map((issue) => issue.message).join('; ')}`,
    issues,
  );
}

export function sendError(c: Context, error: AppError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details !== undefined) body.error.details = error.details;
  return c.json(body, error.status);
}
