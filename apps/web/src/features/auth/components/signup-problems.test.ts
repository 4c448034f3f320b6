import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import {
  dealerGroupSignUpRequestSchema,
  dealershipSignUpRequestSchema,
} from '@das/shared/schemas/signup';
import { describe, expect, it } from 'vitest';
import { checkSignup, placeServerIssues } from './signup-problems';
import { readDay, trialEndDay } from './trial-days';

const admin = {
  firstName: 'Morgan',
  lastName: 'Avery',
  email: 'morgan@example.com',
  password: 'Dealer2026',
  acceptTerms: true,
};

const store = {
  storeName: 'Canyon Ridge Honda',
  city: 'Flagstaff',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  brands: [],
};

describe('checkSignup', () => {
  it('sends the body as the shared schema cleaned it when nothing is wrong', () => {
    const { problems, request } = checkSignup(dealershipSignUpRequestSchema, {
      ...store,
      storeName: '  Canyon   Ridge Honda ',
      ...admin,
    });
    expect(problems).toEqual({});
    expect(request?.storeName).toBe('Canyon Ridge Honda');
  });

  it('names what is wrong with each field, as i18n keys the page words with its labels', () => {
    const { problems, request } = checkSignup(dealershipSignUpRequestSchema, {
      ...store,
      storeName: ' ',
      city: 'x'.repeat(81),
      state: '',
      timeZone: '',
      ...admin,
      email: 'nope',
      password: 'short1',
      acceptTerms: false,
    });
    expect(request).toBeUndefined();
    expect(problems).toEqual({
      storeName: { key: 'signup.errors.required' },
      city: { key: 'signup.errors.tooLong', values: { max: 80 } },
      state: { key: 'signup.errors.state' },
      timeZone: { key: 'signup.errors.timeZone' },
      acceptTerms: { key: 'signup.errors.acceptTerms' },
      email: { parts: [{ key: 'auth.validation.invalidEmail' }] },
      password: {
        parts: [
          { key: 'auth.passwordRules.messages.length' },
          { key: 'auth.passwordRules.messages.uppercase' },
        ],
      },
    });
  });

  it("places a store row's problems on that row, and the count on the list", () => {
    const { problems } = checkSignup(dealerGroupSignUpRequestSchema, {
      groupName: 'Summit',
      dealerships: [{ name: 'Summit Ford', city: '', state: 'ID' }],
      ...admin,
    });
    expect(problems).toEqual({
      'dealerships.0.city': { key: 'signup.errors.required' },
      dealerships: { key: 'signup.errors.storesMin', values: { min: 2 } },
    });
  });
});

describe('placeServerIssues', () => {
  const issue = (field: string, code: FieldIssueCode, params: FieldIssueParams = {}) => ({
    field,
    code,
    params,
    message: 'English the form does not read',
  });

  it("words SPEC.md's rules by code, prefers the browser's wording, else the common one", () => {
    expect(
      placeServerIssues(
        {
          email: issue('email', 'invalid_email'),
          password: issue('password', 'password_rules', { rules: ['number'] }),
          city: issue('city', 'required'),
          timeZone: issue('timeZone', 'not_one_of', { values: ['America/New_York'] }),
        },
        { city: { key: 'signup.errors.required' } },
      ),
    ).toEqual({
      email: { parts: [{ key: 'auth.validation.invalidEmail' }] },
      password: { parts: [{ key: 'auth.passwordRules.messages.number' }] },
      city: { key: 'signup.errors.required' },
      timeZone: { parts: [{ key: 'validation.not_one_of', values: {} }] },
    });
  });
});

describe('trial days', () => {
  it("read a day from the address only when it is a real one, and the trial's last day", () => {
    expect([readDay('2026-12-05'), readDay('2026-02-30'), readDay('soon'), readDay(null)]).toEqual([
      '2026-12-05',
      undefined,
      undefined,
      undefined,
    ]);
    expect(trialEndDay(new Date(2026, 11, 5, 15).toISOString())).toBe('2026-12-05');
  });
});
