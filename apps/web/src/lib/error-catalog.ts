import type { ErrorCode } from '@das/shared/errors';
import { ApiError } from './api-client';

/**
 * SPEC.md §8 on the client: authentication error types read from an error's
 * text and status, client error codes sorted into kinds, and the user-facing
 * text for each type and severity. Values are i18n keys under `errors.`.
 */
export const AUTH_ERROR_TYPES = [
  'SESSION_EXPIRED',
  'TOKEN_INVALID',
  'AUTHENTICATION_FAILED',
  'PERMISSION_DENIED',
  'RATE_LIMITED',
  'EMAIL_NOT_CONFIRMED',
  'INVALID_CREDENTIALS',
  'NETWORK_ERROR',
  'SUPABASE_CONNECTION_ERROR',
  'GENERIC_AUTH_ERROR',
] as const;
export type AuthErrorType = (typeof AUTH_ERROR_TYPES)[number];

/** Checked in order; the first that matches names the type. */
const AUTH_PATTERNS: readonly [AuthErrorType, RegExp][] = [
  ['SESSION_EXPIRED', /session (has )?expired|jwt expired|refresh token/i],
  ['TOKEN_INVALID', /invalid (jwt|token)|token (is )?invalid|malformed/i],
  ['EMAIL_NOT_CONFIRMED', /email not (confirmed|verified)/i],
  ['INVALID_CREDENTIALS', /invalid (login )?credentials|invalid email or password/i],
  ['RATE_LIMITED', /too many|rate limit/i],
  ['NETWORK_ERROR', /network|failed to fetch|timeout/i],
  [
    'SUPABASE_CONNECTION_ERROR',
    /service unavailable|database temporarily unavailable|connection (refused|lost)/i,
  ],
  ['PERMISSION_DENIED', /permission|forbidden|insufficient/i],
  [
    'AUTHENTICATION_FAILED',
    /unauthori[sz]ed|authentication (failed|required)|no authenticated user/i,
  ],
];

export function classifyAuthError(error: unknown): AuthErrorType {
  const message = error instanceof Error ? error.message : String(error ?? '');
  for (const [type, pattern] of AUTH_PATTERNS) if (pattern.test(message)) return type;
  if (error instanceof ApiError) {
    if (error.status === 401) return 'AUTHENTICATION_FAILED';
    if (error.status === 403) return 'PERMISSION_DENIED';
    if (error.status === 429) return 'RATE_LIMITED';
    if (error.status === 0) return 'NETWORK_ERROR';
  }
  return 'GENERIC_AUTH_ERROR';
}

/** Title of each authentication error type (i18n key). */
export const authErrorTitleKey = (type: AuthErrorType) => `errors.auth.${type}`;

export type ErrorKind =
  'validation' | 'authorization' | 'rate_limit' | 'network' | 'server' | 'unknown';

const KIND_OF_CODE: Record<ErrorCode | 'NETWORK_ERROR', ErrorKind> = {
  INVALID_REQUEST: 'validation',
  VALIDATION_ERROR: 'validation',
  UNAUTHENTICATED: 'authorization',
  AUTH_FAILED: 'authorization',
  FORBIDDEN: 'authorization',
  NOT_FOUND: 'validation',
  CONFLICT: 'validation',
  TIMEOUT: 'network',
  RATE_LIMITED: 'rate_limit',
  UNKNOWN_ERROR: 'unknown',
  DB_500_ERROR: 'server',
  ENV_ERROR: 'server',
  NETWORK_ERROR: 'network',
  NETWORK_DB_ERROR: 'server',
  REQUEST_DB_ERROR: 'server',
  REQUEST_FAILED: 'server',
};

export function errorKind(error: unknown): ErrorKind {
  return error instanceof ApiError ? KIND_OF_CODE[error.code] : 'unknown';
}

export type ErrorType =
  | 'network'
  | 'authentication'
  | 'authorization'
  | 'validation'
  | 'runtime'
  | 'component'
  | 'state_management'
  | 'api'
  | 'unknown';
export type Severity = 'low' | 'medium' | 'high' | 'critical';

/** Sorts an error by the keywords in its message (SPEC.md §8 "Classification"). */
export function classifyError(error: unknown): { type: ErrorType; severity: Severity } {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  if (/chunk|loading (css )?chunk|dynamically imported module/i.test(message)) {
    return { type: 'component', severity: 'critical' };
  }
  if (error instanceof ApiError && (error.status === 401 || /auth|session|token/i.test(message))) {
    return { type: 'authentication', severity: 'critical' };
  }
  if (error instanceof ApiError && error.status === 403)
    return { type: 'authorization', severity: 'medium' };
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
    return { type: 'validation', severity: 'medium' };
  }
  if (/network|fetch|timeout|offline/i.test(message)) return { type: 'network', severity: 'high' };
  if (error instanceof ApiError) return { type: 'api', severity: 'high' };
  if (/state|store/i.test(message)) return { type: 'state_management', severity: 'high' };
  if (/permission|forbidden|denied/i.test(message))
    return { type: 'authorization', severity: 'medium' };
  if (/invalid|required|validation/i.test(message))
    return { type: 'validation', severity: 'medium' };
  if (error instanceof TypeError || error instanceof ReferenceError)
    return { type: 'runtime', severity: 'low' };
  return { type: 'unknown', severity: 'low' };
}

/** Types worth retrying (SPEC.md §8). */
export const isRetryable = (type: ErrorType) =>
  type === 'network' || type === 'api' || type === 'component';

/** The sentence a user reads for an error of this type and severity (i18n key). */
export function userMessageKey(type: ErrorType, severity: Severity): string {
  const specific = `${type}.${severity}`;
  return USER_MESSAGES.has(specific)
    ? `errors.user.${specific.replace('.', '_')}`
    : 'errors.user.fallback';
}

const USER_MESSAGES = new Set([
  'network.critical',
  'authentication.critical',
  'authorization.critical',
  'validation.high',
  'api.critical',
  'unknown.high',
]);
