import { DEFAULT_SALES_PAY_PLAN } from '@das/shared/schemas/pay';
import { NO_PAY_PLAN_DEFAULTS } from '@das/shared/schemas/store-defaults';
import { get, type FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { issueOfError } from '@/lib/form-resolver';
import {
  rolePlanFieldOf,
  rolePlansResolver,
  rolePlansValues,
  type RolePlansValues,
} from './role-plans-form';

const check = (values: RolePlansValues) =>
  rolePlansResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('a plan per role as one form', () => {
  it('starts each role without a plan switched off, on the built-in plan, and sends none', async () => {
    const values = rolePlansValues(NO_PAY_PLAN_DEFAULTS);
    expect(values.salesperson).toMatchObject({ used: false, plan: { flatPerUnit: '200' } });
    expect((await check(values)).values).toEqual(NO_PAY_PLAN_DEFAULTS);
  });

  it('sends a role switched on as its kind’s plan, empty tiers left out and the rest in order', async () => {
    const values = rolePlansValues(NO_PAY_PLAN_DEFAULTS);
    values.salesperson.used = true;
    values.salesperson.plan.volumeTiers = [
      { units: '16', bonus: '1000' },
      { units: '', bonus: '' },
      { units: '12', bonus: '$500' },
    ];
    const { values: request } = await check(values);
    expect(request).toEqual({
      ...NO_PAY_PLAN_DEFAULTS,
      salesperson: {
        ...DEFAULT_SALES_PAY_PLAN,
        volumeTiers: [
          { units: 12, bonus: 500 },
          { units: 16, bonus: 1000 },
        ],
      },
    });
  });

  it('shows a problem beside the field typed, whether the form or the server found it', async () => {
    const values = rolePlansValues(NO_PAY_PLAN_DEFAULTS);
    values.sales_manager.used = true;
    values.sales_manager.plan.grossPercent = '150';
    const { errors } = await check(values);
    const issue = issueOfError(get(errors, 'sales_manager.plan.grossPercent') as FieldError);
    expect(issue?.code).toBe('too_big');
    // The server names the plan's field under `plans.` or `templates.`; tiers by their place in the plan.
    values.salesperson.plan.volumeTiers = [
      { units: '', bonus: '' },
      { units: '12', bonus: '500' },
    ];
    expect(rolePlanFieldOf('templates.sales_manager.grossPercent', values)).toBe(
      'sales_manager.plan.grossPercent',
    );
    expect(rolePlanFieldOf('plans.salesperson.volumeTiers.0.units', values)).toBe(
      'salesperson.plan.volumeTiers.1.units',
    );
  });
});
