import { DEFAULT_FINANCE_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { effectiveMonthOptions, parsePayPlanForm, toFormValues } from './pay-plan-form';

describe('pay plan form', () => {
  it('reads back the plan it was given', () => {
    const parsed = parsePayPlanForm(toFormValues(DEFAULT_FINANCE_PAY_PLAN, '2026-12'));
    expect(parsed).toEqual({
      ok: true,
      value: { effectiveFrom: '2026-12-01', plan: DEFAULT_FINANCE_PAY_PLAN },
    });
  });

  it('accepts typed money with symbols and separators, and an empty bonus as none', () => {
    const values = toFormValues(DEFAULT_FINANCE_PAY_PLAN, '2026-11');
    values.baseMonthly = '$1,250.50';
    values.backEndPercent = '22.5%';
    values.bonuses.tire_wheel = '';
    const parsed = parsePayPlanForm(values);
    expect(parsed.ok && parsed.value.plan.baseMonthly).toBe(1250.5);
    expect(parsed.ok && parsed.value.plan.backEndPercent).toBe(22.5);
    expect(parsed.ok && parsed.value.plan.productBonuses.tire_wheel).toBe(0);
  });

  it('names each field that is wrong', () => {
    const values = toFormValues(DEFAULT_FINANCE_PAY_PLAN, '2026-11');
    values.baseMonthly = '';
    values.backEndPercent = '120';
    values.bonuses.vsc = '-5';
    values.bonuses.gap = 'lots';
    expect(parsePayPlanForm(values)).toEqual({
      ok: false,
      errors: {
        baseMonthly: 'required',
        backEndPercent: 'tooLarge',
        'bonus.vsc': 'negative',
        'bonus.gap': 'notANumber',
      },
    });
  });

  it('offers this month and the twelve after it', () => {
    const months = effectiveMonthOptions('2026-11-21');
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2026-11');
    expect(months[12]).toBe('2027-11');
  });
});
