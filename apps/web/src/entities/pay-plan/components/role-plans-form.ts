import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
  PAY_PLAN_SCHEMAS,
} from '@das/shared/schemas/pay';
import {
  DEFAULT_PLAN_ROLES,
  type DefaultPlanRole,
  type PayPlanDefaults,
} from '@das/shared/schemas/store-defaults';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldPaths, sharedSchemaResolver } from '@/lib/form-resolver';
import {
  FINANCE_PLAN_FORM,
  MANAGER_PLAN_FORM,
  SALES_PLAN_FORM,
  type FinancePlanText,
  type ManagerPlanText,
  type PlanFormKind,
  type SalesPlanText,
} from './pay-plan-form';

/**
 * A plan per role as one form (ADR 020): a store's default plans and a group's
 * templates. Each role is a switch ("keep a plan for this role") and the plan
 * of its kind as typed, on the same plan forms as a person's plan; the form's
 * request is the `PayPlanDefaults` the server's schema checks.
 */
export interface RolePlansValues {
  salesperson: { used: boolean; plan: SalesPlanText };
  finance_manager: { used: boolean; plan: FinancePlanText };
  sales_manager: { used: boolean; plan: ManagerPlanText };
}

/** The plan form of each role's kind, and the plan a role without one starts from (the built-in). */
const ROLE_FORMS = {
  salesperson: { form: SALES_PLAN_FORM, builtIn: DEFAULT_SALES_PAY_PLAN },
  finance_manager: { form: FINANCE_PLAN_FORM, builtIn: DEFAULT_FINANCE_PAY_PLAN },
  sales_manager: { form: MANAGER_PLAN_FORM, builtIn: DEFAULT_MANAGER_PAY_PLANS.sales_manager },
} as const;

// The role's plan form, typed loosely: each role's form is checked by its own kind's schema.
const formOf = (role: DefaultPlanRole) =>
  ROLE_FORMS[role].form as unknown as PlanFormKind<'finance', FieldValues>;

export function rolePlansValues(plans: PayPlanDefaults): RolePlansValues {
  return Object.fromEntries(
    DEFAULT_PLAN_ROLES.map((role) => [
      role,
      {
        used: plans[role] !== null,
        plan: formOf(role).toText((plans[role] ?? ROLE_FORMS[role].builtIn) as never),
      },
    ]),
  ) as unknown as RolePlansValues;
}

/** A role switched off keeps no plan; one switched on is its kind's plan as typed, in order. */
const rolePlansSchema = z.object(
  Object.fromEntries(
    DEFAULT_PLAN_ROLES.map((role) => {
      const form = formOf(role);
      return [
        role,
        z
          .object({ used: z.boolean(), plan: form.text })
          .transform(({ used, plan }) => (used ? { plan: form.toPlan(plan) } : { plan: null }))
          .pipe(z.object({ plan: PAY_PLAN_SCHEMAS[ROLE_FORMS[role].form.kind].nullable() }))
          .transform(({ plan }) => (plan && form.tidy ? form.tidy(plan as never) : plan)),
      ];
    }),
  ),
) as unknown as z.ZodType<PayPlanDefaults, RolePlansValues>;

/**
 * The form field of a problem at `<role>.plan.<path>` (the client's) or
 * `<role>.<path>` (the server's, after its `plans.` or `templates.`), where
 * typed rows (empty tiers) were left out of the plan.
 */
export function rolePlanFieldOf(path: string, values: RolePlansValues): string {
  const match = /^(?:plans\.|templates\.)?(\w+)\.(?:plan\.)?(.+)$/.exec(path);
  const role = match?.[1] as DefaultPlanRole | undefined;
  if (!match || !role || !DEFAULT_PLAN_ROLES.includes(role)) return path;
  const form = formOf(role);
  const field = form.fieldOf ? form.fieldOf(match[2]!, values[role].plan) : match[2]!;
  return `${role}.plan.${field}`;
}

/** Every typed field of the form, in order: where the server's problems are shown. */
export const rolePlanFields = (values: RolePlansValues) =>
  fieldPaths(values) as Path<RolePlansValues>[];

export const rolePlansResolver: Resolver<RolePlansValues, unknown, PayPlanDefaults> =
  sharedSchemaResolver(rolePlansSchema, { fieldOf: rolePlanFieldOf });
