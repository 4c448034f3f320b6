import { DEFAULT_MANAGER_PAY_PLANS, DEFAULT_SALES_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { parseManagerForm, parseSalesForm, toManagerValues, toSalesValues } from './plan-forms';

describe('salesperson plan form', () => {
  it('reads back the plan it was given', () => {
    expect(parseSalesForm(toSalesValues(DEFAULT_SALES_PAY_PLAN, '2026-12'))).toEqual({
      ok: true,
      value: { effectiveFrom: '2026-12-01', plan: DEFAULT_SALES_PAY_PLAN },
    });
  });

  it('drops empty tiers, sorts the rest and reads typed money', () => {
    const values = toSalesValues(DEFAULT_SALES_PAY_PLAN, '2026-12');
    values.flatPerUnit = '$1,200';
    values.tiers = [
      { units: '16', bonus: '1000' },
      { units: '', bonus: ' ' },
      { units: '12', bonus: '$500' },
    ];
    const parsed = parseSalesForm(values);
    expect(parsed.ok && parsed.value.plan.flatPerUnit).toBe(1200);
    expect(parsed.ok && parsed.value.plan.volumeTiers).toEqual([
      { units: 12, bonus: 500 },
      { units: 16, bonus: 1000 },
    ]);
  });

  it('names each field that is wrong, tiers by their row', () => {
    const values = toSalesValues(DEFAULT_SALES_PAY_PLAN, '2026-12');
    values.frontPercent = '101';
    values.miniAmount = '';
    values.backPercent = '-1';
    values.tiers = [
      { units: '0', bonus: '500' },
      { units: '2000', bonus: 'x' },
      { units: '', bonus: '100' },
    ];
    expect(parseSalesForm(values)).toEqual({
      ok: false,
      errors: {
        frontPercent: 'tooLarge',
        miniAmount: 'required',
        backPercent: 'negative',
        'tier.0.units': 'tooSmall',
        'tier.1.units': 'tooLarge',
        'tier.1.bonus': 'notANumber',
        'tier.2.units': 'required',
      },
    });
  });
});

describe('manager plan form', () => {
  it('reads back the plan it was given', () => {
    const plan = DEFAULT_MANAGER_PAY_PLANS.general_manager;
    expect(parseManagerForm(toManagerValues(plan, '2027-01'))).toEqual({
      ok: true,
      value: { effectiveFrom: '2027-01-01', plan },
    });
  });

  it('names each field that is wrong', () => {
    expect(
      parseManagerForm({
        effectiveMonth: '2027-01',
        baseMonthly: '2000000',
        grossPercent: 'two',
        perUnitBonus: '',
      }),
    ).toEqual({
      ok: false,
      errors: { baseMonthly: 'tooLarge', grossPercent: 'notANumber', perUnitBonus: 'required' },
    });
  });
});
