import { DEFAULT_MANAGER_PAY_PLANS, DEFAULT_SALES_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import { MANAGER_PLAN_FORM, planFormValues, SALES_PLAN_FORM } from './pay-plan-form';
import { checkPlan } from './plan-form-fixture';

const sales = () => planFormValues(SALES_PLAN_FORM, DEFAULT_SALES_PAY_PLAN, '2026-12-01');

describe('salesperson plan form', () => {
  it('sends back the plan it was given', async () => {
    expect(await checkPlan(SALES_PLAN_FORM, sales())).toEqual({
      request: { effectiveFrom: '2026-12-01', kind: 'salesperson', plan: DEFAULT_SALES_PAY_PLAN },
      problems: {},
    });
  });

  it('drops empty tiers, sorts the rest and reads typed money', async () => {
    const values = sales();
    values.plan.flatPerUnit = '$1,200';
    values.plan.volumeTiers = [
      { units: '16', bonus: '1000' },
      { units: '', bonus: ' ' },
      { units: '12', bonus: '$500' },
    ];
    const { request } = await checkPlan(SALES_PLAN_FORM, values);
    expect(request).toMatchObject({
      plan: {
        flatPerUnit: 1200,
        volumeTiers: [
          { units: 12, bonus: 500 },
          { units: 16, bonus: 1000 },
        ],
      },
    });
  });

  it('words each field that is wrong, tiers on the row they were typed in', async () => {
    const values = sales();
    values.plan.frontPercent = '101';
    values.plan.miniAmount = '';
    values.plan.backPercent = '-1';
    values.plan.volumeTiers = [
      { units: '0', bonus: '500' },
      { units: '', bonus: '' },
      { units: '2000', bonus: 'x' },
      { units: '', bonus: '100' },
    ];
    expect((await checkPlan(SALES_PLAN_FORM, values)).problems).toEqual({
      'plan.frontPercent': { key: 'payPlan.errors.tooLarge', values: { limit: 100 } },
      'plan.miniAmount': { key: 'payPlan.errors.required' },
      'plan.backPercent': { key: 'payPlan.errors.negative' },
      'plan.volumeTiers.0.units': { key: 'payPlan.errors.tooSmall', values: { min: 1 } },
      'plan.volumeTiers.2.units': { key: 'payPlan.errors.tooLarge', values: { limit: 1000 } },
      'plan.volumeTiers.2.bonus': { key: 'payPlan.errors.notANumber' },
      'plan.volumeTiers.3.units': { key: 'payPlan.errors.required' },
    });
  });
});

describe('manager plan form', () => {
  it('sends back the plan it was given', async () => {
    const plan = DEFAULT_MANAGER_PAY_PLANS.general_manager;
    expect(
      (await checkPlan(MANAGER_PLAN_FORM, planFormValues(MANAGER_PLAN_FORM, plan, '2027-01-01')))
        .request,
    ).toEqual({ effectiveFrom: '2027-01-01', kind: 'manager', plan });
  });

  it('words each field that is wrong', async () => {
    const { problems } = await checkPlan(MANAGER_PLAN_FORM, {
      effectiveFrom: '2027-01-01',
      plan: { baseMonthly: '2000000', grossPercent: 'two', perUnitBonus: '' },
    });
    expect(problems).toEqual({
      'plan.baseMonthly': { key: 'payPlan.errors.tooLarge', values: { limit: 1_000_000 } },
      'plan.grossPercent': { key: 'payPlan.errors.notANumber' },
      'plan.perUnitBonus': { key: 'payPlan.errors.required' },
    });
  });
});
