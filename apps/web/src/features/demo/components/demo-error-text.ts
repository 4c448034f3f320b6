import { authFailureReason } from '@das/shared/auth-rules';
import { ApiError } from '@/lib/api-client';

/** The i18n key for a failed demo sign-in. */
export function demoErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'demo.errors.generic';
  if (authFailureReason(error.details) === 'demoUnavailable' || error.status === 404) {
    return 'demo.errors.unavailable';
  }
  if (error.status === 429) return 'demo.errors.tooMany';
  if (error.code === 'NETWORK_ERROR' || error.status === 0) return 'demo.errors.network';
  if (error.status >= 500) return 'demo.errors.server';
  return 'demo.errors.generic';
}
