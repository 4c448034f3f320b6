import { DEFAULT_FINANCE_PAY_PLAN, DEFAULT_SALES_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { isProduct, planTerms } from './pay-terms';

describe('plan terms', () => {
  it('lists an F&I plan: base, back-end share and the products that pay a bonus', () => {
    const terms = planTerms('finance', DEFAULT_FINANCE_PAY_PLAN);
    expect(terms?.map((term) => (term.key === 'productBonus' ? term.product : term.key))).toEqual([
      'baseMonthly',
      'backEndPercent',
      'vsc',
      'gap',
      'ppm',
    ]);
  });

  it('lists a salesperson plan with its volume tiers, smallest first', () => {
    const terms = planTerms('salesperson', {
      ...DEFAULT_SALES_PAY_PLAN,
      volumeTiers: [
        { units: 16, bonus: 1000 },
        { units: 12, bonus: 500 },
      ],
    });
    expect(terms?.filter((term) => term.key === 'volumeTier')).toEqual([
      { key: 'volumeTier', kind: 'money', value: 500, units: 12 },
      { key: 'volumeTier', kind: 'money', value: 1000, units: 16 },
    ]);
  });

  it('lists a manager plan', () => {
    expect(planTerms('manager', { baseMonthly: 4000, grossPercent: 2, perUnitBonus: 15 })).toEqual([
      { key: 'baseMonthly', kind: 'money', value: 4000 },
      { key: 'grossPercent', kind: 'percent', value: 2 },
      { key: 'perUnitBonus', kind: 'money', value: 15 },
    ]);
  });

  it('says nothing rather than guess when the plan does not fit its kind', () => {
    expect(planTerms('manager', { flatPerUnit: 200 })).toBeNull();
  });
});

describe('products', () => {
  it('knows a product from another item', () => {
    expect(isProduct('gap')).toBe(true);
    expect(isProduct('volume')).toBe(false);
  });
});
