import { DEFAULT_FINANCE_PAY_PLAN } from '@das/shared/schemas/pay';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_PLAN_FORM,
  effectiveMonthOptions,
  planFormValues,
  type PlanFormValues,
} from './pay-plan-form';
import { checkPlan } from './plan-form-fixture';

const typed = (change: (values: PlanFormValues<typeof FINANCE_TEXT>) => void) => {
  const values = planFormValues(FINANCE_PLAN_FORM, DEFAULT_FINANCE_PAY_PLAN, '2026-11-01');
  change(values);
  return values;
};
const FINANCE_TEXT = FINANCE_PLAN_FORM.toText(DEFAULT_FINANCE_PAY_PLAN);

describe('the F&I plan form (the server schemas)', () => {
  it('sends back the plan it was given', async () => {
    expect(
      await checkPlan(
        FINANCE_PLAN_FORM,
        typed(() => {}),
      ),
    ).toEqual({
      request: { effectiveFrom: '2026-11-01', kind: 'finance', plan: DEFAULT_FINANCE_PAY_PLAN },
      problems: {},
    });
  });

  it('accepts typed money with symbols and separators, and an empty bonus as none', async () => {
    const { request } = await checkPlan(
      FINANCE_PLAN_FORM,
      typed((values) => {
        values.plan.baseMonthly = '$1,250.50';
        values.plan.backEndPercent = '22.5%';
        values.plan.productBonuses.tire_wheel = '';
      }),
    );
    expect(request).toMatchObject({
      plan: { baseMonthly: 1250.5, backEndPercent: 22.5, productBonuses: { tire_wheel: 0 } },
    });
  });

  it('words each field that is wrong by its code', async () => {
    const { problems } = await checkPlan(
      FINANCE_PLAN_FORM,
      typed((values) => {
        values.plan.baseMonthly = '';
        values.plan.backEndPercent = '120';
        values.plan.productBonuses.vsc = '-5';
        values.plan.productBonuses.gap = 'lots';
      }),
    );
    expect(problems).toEqual({
      'plan.baseMonthly': { key: 'payPlan.errors.required' },
      'plan.backEndPercent': { key: 'payPlan.errors.tooLarge', values: { limit: 100 } },
      'plan.productBonuses.vsc': { key: 'payPlan.errors.negative' },
      'plan.productBonuses.gap': { key: 'payPlan.errors.notANumber' },
    });
  });

  it("refuses a month before the store's current one, as the server does", async () => {
    const { problems } = await checkPlan(
      FINANCE_PLAN_FORM,
      typed((values) => {
        values.effectiveFrom = '2026-10-01';
      }),
    );
    expect(problems).toEqual({
      effectiveFrom: { key: 'validation.before_current_month', values: {} },
    });
  });

  it('offers this month and the twelve after it', () => {
    const months = effectiveMonthOptions('2026-11-21');
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2026-11');
    expect(months[12]).toBe('2027-11');
  });
});
