import { authFailureReason } from '@das/shared/auth-rules';
import type { FieldIssue } from '@das/shared/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { genericIssueText, readFieldIssues, type IssueText } from '@/lib/field-issues';

/**
 * What the user reads when an auth call fails: SPEC.md §8 "Login messages",
 * by the reason code the server sends beside its English (`details.reason`), as
 * an i18n key.
 */
export interface AuthErrorText {
  key: string;
  values?: Record<string, string | number>;
  /** SPEC.md §8: these errors come with a "Resend verification email" action. */
  offerResend?: boolean;
  /** Wraps the text, as in "Magic link failed: {{message}}". */
  wrapKey?: string;
  /** Field problems said in one sentence, joined with commas as SPEC.md joins password rules. */
  parts?: IssueText[];
}

/**
 * A field issue in SPEC.md §5's sentences where it has one (e-mail, password,
 * invalid characters), else in the common wording; a password breaking several
 * rules gives one part per rule.
 */
export function authIssueTexts(issue: Pick<FieldIssue, 'field' | 'code' | 'params'>): IssueText[] {
  const password = issue.field === 'password';
  switch (issue.code) {
    case 'invalid_email':
      return [{ key: 'auth.validation.invalidEmail' }];
    case 'invalid_characters':
      return [{ key: 'auth.validation.invalidCharacters' }];
    case 'password_rules':
      return [issue.params.rules ?? []]
        .flat()
        .map((rule) => ({ key: `auth.passwordRules.messages.${String(rule)}` }));
    case 'required':
      if (password) return [{ key: 'auth.validation.passwordRequired' }];
      break;
    case 'too_short':
      if (password) return [{ key: 'auth.validation.passwordTooShort' }];
      break;
  }
  return [genericIssueText(issue)];
}

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

/** The first issue of each field of a 400 VALIDATION_ERROR, by field. */
export function fieldIssues(error: unknown): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const issue of readFieldIssues(error)) issues[issue.field] ??= issue;
  return issues;
}

export function describeAuthError(
  error: unknown,
  fallbackKey = 'auth.errors.loginFailed',
): AuthErrorText {
  if (!(error instanceof ApiError)) return { key: fallbackKey };
  const minutes = lockoutMinutes(error);
  if (minutes !== undefined) return { key: 'auth.errors.accountLocked', values: { minutes } };

  const reason = authFailureReason(error.details);
  if (reason === 'invalidCredentials') {
    return { key: 'auth.errors.invalidCredentials', offerResend: true };
  }
  if (reason === 'emailNotConfirmed') {
    return { key: 'auth.errors.emailNotConfirmed', offerResend: true };
  }
  if (reason === 'linkExpired') return { key: 'auth.errors.linkExpired', offerResend: true };
  if (reason === 'tooManyRequests' || error.status === 429) {
    return { key: 'auth.errors.tooManyRequests' };
  }
  if (reason === 'demoUnavailable') return { key: 'auth.errors.demoUnavailable' };
  if (reason === 'accountInactive') return { key: 'auth.errors.accountInactive' };
  if (reason === 'tenantInactive') return { key: 'platformTenants.signInRefused' };
  if (error.isCsrfFailure) return { key: 'auth.validation.securityValidation' };
  if (error.code === 'NETWORK_ERROR' || error.status === 0) return { key: 'auth.errors.network' };
  if (error.status === 401) return { key: 'auth.errors.authDisabled' };
  const message = error.message ?? '';
  if (error.status >= 500) return { key: 'auth.errors.server' };
  const issues = Object.values(fieldIssues(error));
  if (issues.length > 0) return { key: RAW_MESSAGE_KEY, parts: issues.flatMap(authIssueTexts) };
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

/** Renders error texts and field issues in the current language. */
export function useAuthErrorText() {
  const { t } = useTranslation();
  const renderParts = useCallback(
    (parts: readonly IssueText[]) => parts.map((part) => t(part.key, part.values)).join(', '),
    [t],
  );
  const render = useCallback(
    (error: AuthErrorText) => {
      const values = error.parts ? { message: renderParts(error.parts) } : error.values;
      const text = t(error.key, values);
      return error.wrapKey ? t(error.wrapKey, { message: text }) : text;
    },
    [t, renderParts],
  );
  const renderIssue = useCallback(
    (issue: FieldIssue) => renderParts(authIssueTexts(issue)),
    [renderParts],
  );
  return { render, renderIssue };
}
