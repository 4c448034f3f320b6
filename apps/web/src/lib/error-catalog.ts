import type { ErrorCode } from '@das/shared/errors';
import { ApiError } from './api-client';

/**
 * SPEC.md §8 on the client: client error codes sorted into kinds, and the
 * user-facing text for each type and severity. Values are i18n keys under `errors.`.
 */
export type ErrorKind =
  'validation' | 'authorization' | 'rate_limit' | 'network' | 'server' | 'unknown';

const KIND_OF_CODE: Record<ErrorCode | 'NETWORK_ERROR', ErrorKind> = {
  INVALID_REQUEST: 'validation',
  VALIDATION_ERROR: 'validation',
  UNAUTHENTICATED: 'authorization',
  AUTH_FAILED: 'authorization',
  FORBIDDEN: 'authorization',
  SUBSCRIPTION_READ_ONLY: 'authorization',
  NOT_FOUND: 'validation',
  CONFLICT: 'validation',
  TIMEOUT: 'network',
  PAYLOAD_TOO_LARGE: 'validation',
  UNSUPPORTED_MEDIA_TYPE: 'validation',
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

/**
 * Sorts an error (SPEC.md §8 "Classification"): an API error by its code and
 * status, never by its English; anything else (a chunk that failed to load, a
 * bug) by the keywords of its message.
 */
export function classifyError(error: unknown): { type: ErrorType; severity: Severity } {
  if (error instanceof ApiError) {
    if (error.status === 401) return { type: 'authentication', severity: 'critical' };
    if (error.status === 403) return { type: 'authorization', severity: 'medium' };
    if (error.code === 'VALIDATION_ERROR') return { type: 'validation', severity: 'medium' };
    if (error.status === 0 || errorKind(error) === 'network') {
      return { type: 'network', severity: 'high' };
    }
    return { type: 'api', severity: 'high' };
  }
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  if (/chunk|loading (css )?chunk|dynamically imported module/i.test(message)) {
    return { type: 'component', severity: 'critical' };
  }
  if (/network|fetch|timeout|offline/i.test(message)) return { type: 'network', severity: 'high' };
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
