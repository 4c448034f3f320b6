import { DEFAULT_FINANCE_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { paidBonuses } from './paid-bonuses';

describe('paid bonuses', () => {
  it('lists the products with a bonus above zero, in product order', () => {
    const plan = {
      ...DEFAULT_FINANCE_PAY_PLAN,
      productBonuses: { ...DEFAULT_FINANCE_PAY_PLAN.productBonuses, vsc: 0, windshield: 20 },
    };
    expect(paidBonuses(plan)).toEqual([
      { product: 'gap', amount: 50 },
      { product: 'ppm', amount: 75 },
      { product: 'windshield', amount: 20 },
    ]);
  });

  it('is empty for a plan without bonuses', () => {
    const none = Object.fromEntries(
      Object.keys(DEFAULT_FINANCE_PAY_PLAN.productBonuses).map((product) => [product, 0]),
    ) as typeof DEFAULT_FINANCE_PAY_PLAN.productBonuses;
    expect(paidBonuses({ ...DEFAULT_FINANCE_PAY_PLAN, productBonuses: none })).toEqual([]);
  });
});
