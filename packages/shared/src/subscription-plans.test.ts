import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from './constants';
import { setupMinutesFor, trialTerms } from './subscription-plans';

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
