import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../constants';
import {
  dealerGroupSignUpRequestSchema,
  dealershipSignUpRequestSchema,
  setupMinutesFor,
  signupRuleIssues,
  trialTerms,
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

describe('trial terms', () => {
  it('end 14 days after the start and price each plan from PRICING', () => {
    const now = new Date('2026-11-21T15:30:00Z');
    expect(TRIAL_DAYS).toBe(14);
    expect(trialTerms('single_finance', 1, now)).toEqual({
      plan: 'single_finance',
      locations: 1,
      monthlyPrice: '99.00',
      trialEndsAt: new Date('2026-12-05T15:30:00Z'),
    });
    expect(trialTerms('dealership', 1, now).monthlyPrice).toBe('225.00');
    expect(trialTerms('dealer_group', 7, now).monthlyPrice).toBe('1575.00');
    expect([setupMinutesFor('single_finance'), setupMinutesFor('dealer_group')]).toEqual([10, 30]);
  });
});

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
