import {
  AUTH_FAILURES,
  AUTH_INPUT_MESSAGES,
  SIGN_UP_PASSWORD_MESSAGES,
} from '@das/shared/auth-rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * What the user reads when an auth call fails: SPEC.md §8 "Login messages",
 * matched on the server's message text (shared AUTH_FAILURES), as an i18n key.
 */
export interface AuthErrorText {
  key: string;
  values?: Record<string, string | number>;
  /** SPEC.md §8: these errors come with a "Resend verification email" action. */
  offerResend?: boolean;
  /** Wraps the text, as in "Magic link failed: {{message}}". */
  wrapKey?: string;
}

/** Server texts that are SPEC.md messages we translate instead of showing in English. */
const KNOWN_MESSAGES = new Map<string, string>([
  ...Object.entries(AUTH_INPUT_MESSAGES).map(([rule, message]): [string, string] => [
    message,
    `auth.validation.${rule}`,
  ]),
  ...Object.entries(SIGN_UP_PASSWORD_MESSAGES).map(([rule, message]): [string, string] => [
    message,
    `auth.passwordRules.messages.${rule}`,
  ]),
]);

const RAW_MESSAGE_KEY = 'auth.errors.message';

function lockoutMinutes(error: ApiError): number | undefined {
  if (error.status !== 429) return undefined;
  const details = error.details;
  if (typeof details === 'object' && details !== null && !Array.isArray(details)) {
    const minutes = (details as { minutes?: unknown }).minutes;
    if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) {
      return Math.ceil(minutes);
    }
  }
  return undefined;
}

/** `details` of a 400 VALIDATION_ERROR: `[{ field, message }]`. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const issues: Record<string, string> = {};
  for (const issue of error.details as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in issues)) {
      issues[field] = message;
    }
  }
  return issues;
}

export function describeAuthError(
  error: unknown,
  fallbackKey = 'auth.errors.loginFailed',
): AuthErrorText {
  if (!(error instanceof ApiError)) return { key: fallbackKey };
  const minutes = lockoutMinutes(error);
  if (minutes !== undefined) return { key: 'auth.errors.accountLocked', values: { minutes } };

  const message = error.message ?? '';
  const says = (text: string) => message.toLowerCase().includes(text.toLowerCase());
  if (says(AUTH_FAILURES.invalidCredentials)) {
    return { key: 'auth.errors.invalidCredentials', offerResend: true };
  }
  if (says(AUTH_FAILURES.emailNotConfirmed)) {
    return { key: 'auth.errors.emailNotConfirmed', offerResend: true };
  }
  if (says(AUTH_FAILURES.linkExpired)) return { key: 'auth.errors.linkExpired', offerResend: true };
  if (says(AUTH_FAILURES.tooManyRequests) || error.status === 429) {
    return { key: 'auth.errors.tooManyRequests' };
  }
  if (says(AUTH_FAILURES.demoUnavailable)) return { key: 'auth.errors.demoUnavailable' };
  if (says(AUTH_FAILURES.accountInactive)) return { key: 'auth.errors.accountInactive' };
  if (error.isCsrfFailure) return { key: 'auth.validation.securityValidation' };
  const known = KNOWN_MESSAGES.get(message);
  if (known) return { key: known };
  if (error.code === 'NETWORK_ERROR' || error.status === 0) return { key: 'auth.errors.network' };
  if (error.status === 401 || says('unauthorized')) return { key: 'auth.errors.authDisabled' };
  if (error.status >= 500) return { key: 'auth.errors.server' };
  const issues = Object.values(fieldIssues(error));
  if (issues.length > 0) return { key: RAW_MESSAGE_KEY, values: { message: issues.join(', ') } };
  if (message) return { key: RAW_MESSAGE_KEY, values: { message } };
  return { key: fallbackKey };
}

/**
 * The same matching for calls other than signing in (send a link, sign up,
 * reset): no "login attempts" wording and no resend action.
 */
export function describeRequestError(
  error: unknown,
  fallbackKey = 'auth.errors.generic',
): AuthErrorText {
  const text = describeAuthError(error, fallbackKey);
  if (text.key === 'auth.errors.tooManyRequests') return { key: 'auth.errors.slowDown' };
  if (text.key === 'auth.errors.authDisabled') return { key: fallbackKey };
  return { ...text, offerResend: false };
}

/**
 * Renders error texts in the current language. Server messages that are
 * SPEC.md texts (joined with ", " for password rules) are translated part by part.
 */
export function useAuthErrorText() {
  const { t } = useTranslation();
  const translateServerMessage = useCallback(
    (message: string) =>
      message
        .split(', ')
        .map((part) => {
          const key = KNOWN_MESSAGES.get(part);
          return key ? t(key) : part;
        })
        .join(', '),
    [t],
  );
  const render = useCallback(
    (error: AuthErrorText) => {
      const values =
        error.key === RAW_MESSAGE_KEY && typeof error.values?.message === 'string'
          ? { ...error.values, message: translateServerMessage(error.values.message) }
          : error.values;
      const text = t(error.key, values);
      return error.wrapKey ? t(error.wrapKey, { message: text }) : text;
    },
    [t, translateServerMessage],
  );
  return { render, translateServerMessage };
}
