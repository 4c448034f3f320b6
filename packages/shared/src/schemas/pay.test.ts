import { describe, expect, it } from 'vitest';
import { installValidationMessages, toFieldIssues } from '../validation';
import { DEFAULT_MANAGER_PAY_PLANS, payPlanMonthIssues, payPlanRequestSchema } from './pay';

installValidationMessages();

describe('payPlanRequestSchema', () => {
  it("checks the plan with its kind's own schema, problems at plan.<field>", () => {
    const schema = payPlanRequestSchema('manager');
    const plan = DEFAULT_MANAGER_PAY_PLANS.sales_manager;
    expect(schema.parse({ effectiveFrom: '2026-12-01', kind: 'manager', plan })).toEqual({
      effectiveFrom: '2026-12-01',
      kind: 'manager',
      plan,
    });
    const refused = schema.safeParse({
      effectiveFrom: '2026-12-02',
      kind: 'manager',
      plan: { ...plan, grossPercent: 101 },
    });
    expect(refused.success ? [] : toFieldIssues(refused.error).map((issue) => issue.field)).toEqual(
      ['effectiveFrom', 'plan.grossPercent'],
    );
  });
});

describe('payPlanMonthIssues', () => {
  it('lets a new version start this month or later, never in a paid month', () => {
    expect(payPlanMonthIssues('2026-11-01', '2026-11-30')).toEqual([]);
    expect(payPlanMonthIssues('2027-01-01', '2026-11-30')).toEqual([]);
    expect(payPlanMonthIssues('2026-10-01', '2026-11-01')).toMatchObject([
      { field: 'effectiveFrom', code: 'before_current_month' },
    ]);
  });
});
