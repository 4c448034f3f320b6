import { describe, expect, it } from 'vitest';
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
});
