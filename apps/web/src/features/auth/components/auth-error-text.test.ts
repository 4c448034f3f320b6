import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@das/shared/errors';
import { ApiError } from '@/lib/api-client';
import { authIssueTexts, describeAuthError } from './auth-error-text';

describe('auth field issues', () => {
  it("words SPEC.md's sign-in and password rules by code, one part per broken rule", () => {
    expect(authIssueTexts({ field: 'email', code: 'invalid_email', params: {} })).toEqual([
      { key: 'auth.validation.invalidEmail' },
    ]);
    expect(
      authIssueTexts({ field: 'password', code: 'too_short', params: { minimum: 6 } }),
    ).toEqual([{ key: 'auth.validation.passwordTooShort' }]);
    expect(
      authIssueTexts({
        field: 'newPassword',
        code: 'password_rules',
        params: { rules: ['length', 'number'] },
      }),
    ).toEqual([
      { key: 'auth.passwordRules.messages.length' },
      { key: 'auth.passwordRules.messages.number' },
    ]);
    expect(authIssueTexts({ field: 'firstName', code: 'required', params: {} })).toEqual([
      { key: 'validation.required', values: {} },
    ]);
  });

  it('says a refused sign-in by the codes of its issues, not its English', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Validation failed: anything', [
      { field: 'email', code: 'invalid_characters', params: {}, message: 'Whatever' },
    ]);
    expect(describeAuthError(error)).toEqual({
      key: 'auth.errors.message',
      parts: [{ key: 'auth.validation.invalidCharacters' }],
    });
  });

  it('says an auth failure by the reason the server codes, whatever its English', () => {
    const failure = (status: number, code: ErrorCode, reason: string) =>
      new ApiError(status, code, 'Any words at all', { reason });
    expect(describeAuthError(failure(401, 'AUTH_FAILED', 'invalidCredentials'))).toEqual({
      key: 'auth.errors.invalidCredentials',
      offerResend: true,
    });
    expect(describeAuthError(failure(403, 'FORBIDDEN', 'emailNotConfirmed'))).toMatchObject({
      key: 'auth.errors.emailNotConfirmed',
    });
    expect(describeAuthError(failure(401, 'AUTH_FAILED', 'accountInactive'))).toEqual({
      key: 'auth.errors.accountInactive',
    });
    // The English of a failure without a reason is not read for one.
    expect(
      describeAuthError(new ApiError(400, 'INVALID_REQUEST', 'Invalid login credentials')),
    ).toEqual({ key: 'auth.errors.message', values: { message: 'Invalid login credentials' } });
  });
});
