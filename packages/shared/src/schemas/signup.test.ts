import { describe, expect, it } from 'vitest';
import {
  dealerGroupSignUpRequestSchema,
  dealershipSignUpRequestSchema,
  signupRuleIssues,
  US_STATE_CODES,
  US_STATES,
} from './signup';

const admin = {
  firstName: 'Morgan',
  lastName: 'Avery',
  email: 'morgan@example.com',
  password: 'Dealer2026',
  acceptTerms: true,
};

describe('sign-up schemas', () => {
  it('trim, collapse spaces and upper-case the state, as the sanitizer does', () => {
    const parsed = dealershipSignUpRequestSchema.parse({
      storeName: '  Canyon   Ridge  Honda ',
      city: ' Flagstaff',
      state: ' az ',
      timeZone: 'America/Phoenix',
      ...admin,
    });
    expect(parsed).toMatchObject({
      storeName: 'Canyon Ridge Honda',
      city: 'Flagstaff',
      state: 'AZ',
      brands: [],
    });
  });

  it('know every state and DC, each with a time zone the form offers', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(US_STATES.AZ).toBe('America/Phoenix');
    expect(US_STATES.HI).toBe('Pacific/Honolulu');
  });

  it('ask a group for 2 to 50 stores', () => {
    const store = { name: 'Summit Ford', city: 'Boise', state: 'ID' };
    const group = (count: number) =>
      dealerGroupSignUpRequestSchema.safeParse({
        groupName: 'Summit',
        dealerships: Array.from({ length: count }, () => store),
        ...admin,
      }).success;
    expect([group(1), group(2), group(50), group(51)]).toEqual([false, true, true, false]);
  });
});

describe('signupRuleIssues', () => {
  it("words the e-mail and password problems as SPEC.md's sign-up does", () => {
    expect(signupRuleIssues({ ...admin, email: 'a@b', password: 'lowercase1' })).toEqual([
      {
        field: 'email',
        code: 'invalid_email',
        params: {},
        message: 'Please enter a valid email address',
      },
      {
        field: 'password',
        code: 'password_rules',
        params: { rules: ['uppercase'] },
        message: 'Password must contain at least one uppercase letter',
      },
    ]);
  });

  it('finds script-like text anywhere, but never reads the password as text', () => {
    expect(
      signupRuleIssues({
        ...admin,
        password: 'javascript:Aa1xxxx',
        dealerships: [{ name: 'Fine' }, { name: '<script>x</script>' }],
      }),
    ).toEqual([
      {
        field: 'dealerships.1.name',
        code: 'invalid_characters',
        params: {},
        message: 'Invalid characters detected. Please check your input.',
      },
    ]);
  });

  it('leaves an empty or missing e-mail to the schema', () => {
    expect(signupRuleIssues({ email: '' })).toEqual([]);
    expect(signupRuleIssues(undefined)).toEqual([]);
  });
});
