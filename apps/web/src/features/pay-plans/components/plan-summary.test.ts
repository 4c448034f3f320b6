import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
} from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { summarizeFinancePlan, summarizeManagerPlan, summarizeSalesPlan } from './plan-summary';

describe('plan summaries', () => {
  it('says a salesperson plan in parts', () => {
    expect(summarizeSalesPlan(DEFAULT_SALES_PAY_PLAN)).toEqual([
      { key: 'flatOrPercent', flat: 200, percent: 25 },
      { key: 'mini', amount: 150, floor: 800 },
      { key: 'backPercent', percent: 5 },
      {
        key: 'tiers',
        tiers: [
          { units: 12, bonus: 500 },
          { units: 16, bonus: 1000 },
        ],
      },
    ]);
  });

  it('leaves out what a plan does not pay', () => {
    expect(
      summarizeSalesPlan({
        flatPerUnit: 0,
        frontPercent: 30,
        miniFrontFloor: 0,
        miniAmount: 100,
        backPercent: 0,
        volumeTiers: [{ units: 10, bonus: 0 }],
      }),
    ).toEqual([{ key: 'frontPercent', percent: 30 }]);
    expect(
      summarizeSalesPlan({ ...DEFAULT_SALES_PAY_PLAN, frontPercent: 0, volumeTiers: [] })[0],
    ).toEqual({ key: 'flat', flat: 200 });
    expect(
      summarizeSalesPlan({ ...DEFAULT_SALES_PAY_PLAN, flatPerUnit: 0, frontPercent: 0 })[0],
    ).toEqual({ key: 'noCommission' });
  });

  it('says a manager plan in parts', () => {
    expect(summarizeManagerPlan(DEFAULT_MANAGER_PAY_PLANS.sales_manager)).toEqual([
      { key: 'base', amount: 4000 },
      { key: 'grossPercent', percent: 2 },
      { key: 'perUnit', amount: 15 },
    ]);
    expect(summarizeManagerPlan({ baseMonthly: 5000, grossPercent: 0, perUnitBonus: 0 })).toEqual([
      { key: 'base', amount: 5000 },
    ]);
  });

  it('says an F&I plan in parts', () => {
    expect(summarizeFinancePlan(DEFAULT_FINANCE_PAY_PLAN)).toEqual([
      { key: 'base', amount: 500 },
      { key: 'backEndPercent', percent: 25 },
      {
        key: 'bonuses',
        bonuses: [
          { product: 'vsc', amount: 100 },
          { product: 'gap', amount: 50 },
          { product: 'ppm', amount: 75 },
        ],
      },
    ]);
  });
});
