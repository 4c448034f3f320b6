import { fieldIssue } from '@das/shared/validation';
import { get, type FieldError, type FieldName, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldPaths, issueOfError } from '@/lib/form-resolver';
import {
  DEALER_GROUP_SIGNUP,
  DEALERSHIP_SIGNUP,
  EMPTY_DEALER_GROUP,
  EMPTY_DEALERSHIP,
  signupIssueText,
  signupResolver,
  type DealershipValues,
  type FieldProblem,
  type SignupFormKind,
} from './signup-form';
import { readDay, trialEndDay } from './trial-days';

const admin = {
  firstName: 'Morgan',
  lastName: 'Avery',
  email: 'morgan@example.com',
  password: 'Dealer2026',
  acceptTerms: true,
};

const store: DealershipValues = {
  ...EMPTY_DEALERSHIP,
  storeName: 'Canyon Ridge Honda',
  city: 'Flagstaff',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  ...admin,
};

/** What a sign-up form's resolver says: the request it would send, or each field's problem. */
async function check<V extends FieldValues, R>(kind: SignupFormKind<V, R>, values: V) {
  const result = await signupResolver(kind)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    // The names react-hook-form has registered: a list's own problem goes to `<list>.root`.
    names: fieldPaths(values) as FieldName<V>[],
  });
  const problems: Record<string, FieldProblem> = {};
  for (const path of [...fieldPaths(values), 'dealerships.root']) {
    const issue = issueOfError(get(result.errors, path) as FieldError | undefined);
    if (issue) problems[path] = signupIssueText(path.replace(/\.root$/, ''), issue);
  }
  return { request: result.values as Partial<R>, problems };
}

describe('the sign-up forms (the server schemas and the shared rules)', () => {
  it('sends the body as the shared schema cleaned it when nothing is wrong', async () => {
    const { problems, request } = await check(DEALERSHIP_SIGNUP, {
      ...store,
      storeName: '  Canyon   Ridge Honda ',
      brands: 'Honda,  Acura ,',
    });
    expect(problems).toEqual({});
    expect(request.storeName).toBe('Canyon Ridge Honda');
    expect(request.brands).toEqual(['Honda', 'Acura']);
  });

  it('names what is wrong with each field, as i18n keys the page words with its labels', async () => {
    const { problems, request } = await check(DEALERSHIP_SIGNUP, {
      ...store,
      storeName: ' ',
      city: 'x'.repeat(81),
      state: '',
      timeZone: '',
      brands: `Honda, ${'y'.repeat(41)}`,
      email: 'nope',
      password: 'short1',
      acceptTerms: false,
    });
    expect(request).toEqual({});
    expect(problems).toEqual({
      storeName: { key: 'signup.errors.required' },
      city: { key: 'signup.errors.tooLong', values: { max: 80 } },
      state: { key: 'signup.errors.state' },
      timeZone: { key: 'signup.errors.timeZone' },
      brands: { key: 'signup.errors.tooLong', values: { max: 40 } },
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

  it("places a store row's problems on that row, and the count on the list", async () => {
    const { problems } = await check(DEALER_GROUP_SIGNUP, {
      ...EMPTY_DEALER_GROUP,
      groupName: 'Summit',
      dealerships: [{ name: 'Summit Ford', city: '', state: 'ID' }],
      ...admin,
    });
    expect(problems).toEqual({
      'dealerships.0.city': { key: 'signup.errors.required' },
      'dealerships.root': { key: 'signup.errors.storesMin', values: { min: 2 } },
    });
  });

  it("words the server's codes as the form's own", () => {
    expect(signupIssueText('email', fieldIssue('email', 'invalid_email'))).toEqual({
      parts: [{ key: 'auth.validation.invalidEmail' }],
    });
    expect(
      signupIssueText('password', fieldIssue('password', 'password_rules', { rules: ['number'] })),
    ).toEqual({ parts: [{ key: 'auth.passwordRules.messages.number' }] });
    expect(signupIssueText('dealerships.1.city', fieldIssue('city', 'required'))).toEqual({
      key: 'signup.errors.required',
    });
    expect(signupIssueText('timeZone', fieldIssue('timeZone', 'not_one_of'))).toEqual({
      key: 'signup.errors.timeZone',
    });
    expect(signupIssueText('groupName', fieldIssue('groupName', 'already_used'))).toEqual({
      key: 'signup.errors.invalid',
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
