import { PRODUCTS, type Product } from '@das/shared/deals';
import type { FieldIssue } from '@das/shared/errors';
import { shiftMonth } from '@das/shared/periods';
import {
  payPlanMonthIssues,
  payPlanRequestSchema,
  type FinancePayPlan,
  type ManagerPayPlan,
  type PayPlanKind,
  type SalesPayPlan,
} from '@das/shared/schemas/pay';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { amountInput } from '@/lib/amount';
import { genericIssueText, type IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import type { PlanOfKind } from '../api/get-pay-plans';

/**
 * A new version of a pay plan as a form, for every kind: the first day of the
 * month it takes effect and the plan's numbers as typed, turned into the body
 * of `PUT /pay-plans/{user}` and checked by the server's own schemas (the
 * kind's plan schema, and the rule that a paid month keeps its plan).
 */
export interface PlanFormValues<T> {
  /** YYYY-MM-01. */
  effectiveFrom: string;
  plan: T;
}

/** The body the form sends, as the server's schema reads it. */
export interface PlanRequest<K extends PayPlanKind> {
  effectiveFrom: string;
  kind: K;
  plan: PlanOfKind[K];
}

/** How one kind's plan is typed: its fields as text, and back. */
export interface PlanFormKind<K extends PayPlanKind, T extends FieldValues> {
  kind: K;
  /** The plan's fields as typed, named as the plan names them. */
  text: z.ZodType<T>;
  toText: (plan: PlanOfKind[K]) => T;
  /** What was typed, as the plan the request carries (before the schema checks it). */
  toPlan: (text: T) => Record<string, unknown>;
  /** The form field of a problem at `plan.<path>`, where typed rows were left out of the plan. */
  fieldOf?: (path: string, text: T) => string;
  /** The checked plan as it is saved (tiers in order …). */
  tidy?: (plan: PlanOfKind[K]) => PlanOfKind[K];
}

export function planFormValues<K extends PayPlanKind, T extends FieldValues>(
  form: PlanFormKind<K, T>,
  plan: PlanOfKind[K],
  effectiveFrom: string,
): PlanFormValues<T> {
  return { effectiveFrom, plan: form.toText(plan) };
}

/** The form's schema: what was typed, as the request, checked by the server's schema. */
export function planFormSchema<K extends PayPlanKind, T extends FieldValues>(
  form: PlanFormKind<K, T>,
): z.ZodType<PlanRequest<K>, PlanFormValues<T>> {
  // The kind's plan schema, typed for this kind (the shared map is indexed by any kind).
  const request = payPlanRequestSchema(form.kind) as unknown as z.ZodType<
    PlanRequest<K>,
    { effectiveFrom: string; kind: K; plan: Record<string, unknown> }
  >;
  return z
    .object({ effectiveFrom: z.string(), plan: form.text })
    .transform(({ effectiveFrom, plan }) => ({
      effectiveFrom,
      kind: form.kind,
      plan: form.toPlan(plan as T),
    }))
    .pipe(request)
    .transform((checked) => ({
      ...checked,
      plan: form.tidy ? form.tidy(checked.plan) : checked.plan,
    })) as unknown as z.ZodType<PlanRequest<K>, PlanFormValues<T>>;
}

/** The form field that shows a problem of the request's `path`. */
export function planFieldOf<T extends FieldValues>(
  form: Pick<PlanFormKind<PayPlanKind, T>, 'fieldOf'>,
  path: string,
  values: PlanFormValues<T>,
): string {
  if (!form.fieldOf || !path.startsWith('plan.')) return path;
  return `plan.${form.fieldOf(path.slice('plan.'.length), values.plan)}`;
}

/** react-hook-form's resolver: the form's schema, and the month rule on `today` (the store's day). */
export function planFormResolver<K extends PayPlanKind, T extends FieldValues>(
  form: PlanFormKind<K, T>,
  today: string,
): Resolver<PlanFormValues<T>, unknown, PlanRequest<K>> {
  return sharedSchemaResolver(planFormSchema(form), {
    rules: (values) => payPlanMonthIssues(values.effectiveFrom, today),
    fieldOf: (path, values) => planFieldOf(form, path, values),
  });
}

/**
 * Codes the plan forms word in their own terms (an amount's bounds are
 * numbers the form formats); any other code gets the common wording.
 */
export function planIssueText(issue: Pick<FieldIssue, 'code' | 'params'>): IssueText {
  switch (issue.code) {
    case 'required':
      return { key: 'payPlan.errors.required' };
    case 'wrong_type':
      return { key: 'payPlan.errors.notANumber' };
    case 'too_small': {
      const min = Number(issue.params.minimum);
      return min === 0
        ? { key: 'payPlan.errors.negative' }
        : { key: 'payPlan.errors.tooSmall', values: { min } };
    }
    case 'too_big':
      return { key: 'payPlan.errors.tooLarge', values: { limit: Number(issue.params.maximum) } };
  }
  return genericIssueText(issue);
}

/** A new version starts this month or later: a paid month keeps the plan it was paid on. */
export function effectiveMonthOptions(today: string, count = 13): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, index) => shiftMonth(current, index));
}

/** An F&I plan as typed. */
export interface FinancePlanText {
  baseMonthly: string;
  backEndPercent: string;
  productBonuses: Record<Product, string>;
}

const text = z.string();

/** The F&I manager's plan: base, back-end share, a bonus per product (none when left empty). */
export const FINANCE_PLAN_FORM: PlanFormKind<'finance', FinancePlanText> = {
  kind: 'finance',
  text: z.object({
    baseMonthly: text,
    backEndPercent: text,
    productBonuses: z.object(
      Object.fromEntries(PRODUCTS.map((product) => [product, text])) as Record<
        Product,
        typeof text
      >,
    ),
  }),
  toText: (plan: FinancePayPlan) => ({
    baseMonthly: String(plan.baseMonthly),
    backEndPercent: String(plan.backEndPercent),
    productBonuses: Object.fromEntries(
      PRODUCTS.map((product) => [product, String(plan.productBonuses[product] ?? 0)]),
    ) as Record<Product, string>,
  }),
  toPlan: (typed) => ({
    baseMonthly: amountInput(typed.baseMonthly, undefined),
    backEndPercent: amountInput(typed.backEndPercent, undefined),
    productBonuses: Object.fromEntries(
      PRODUCTS.map((product) => [product, amountInput(typed.productBonuses[product], 0)]),
    ),
  }),
};

/**
 * The floor plans as their forms type them, for the shared plan form
 * (`usePayPlanForm`), which checks them with the server's own schemas.
 */
export interface SalesPlanText {
  flatPerUnit: string;
  frontPercent: string;
  miniFrontFloor: string;
  miniAmount: string;
  backPercent: string;
  volumeTiers: { units: string; bonus: string }[];
}

const isBlank = (tier: { units: string; bonus: string }) =>
  tier.units.trim() === '' && tier.bonus.trim() === '';

/** The rows of typed tiers the plan keeps (empty rows are left out), by their place in the plan. */
function keptTiers(typed: SalesPlanText): number[] {
  return typed.volumeTiers.flatMap((tier, index) => (isBlank(tier) ? [] : [index]));
}

/** A salesperson's plan: commission (flat or share of front), minis, back share, volume tiers. */
export const SALES_PLAN_FORM: PlanFormKind<'salesperson', SalesPlanText> = {
  kind: 'salesperson',
  text: z.object({
    flatPerUnit: text,
    frontPercent: text,
    miniFrontFloor: text,
    miniAmount: text,
    backPercent: text,
    volumeTiers: z.array(z.object({ units: text, bonus: text })),
  }),
  toText: (plan: SalesPayPlan) => ({
    flatPerUnit: String(plan.flatPerUnit),
    frontPercent: String(plan.frontPercent),
    miniFrontFloor: String(plan.miniFrontFloor),
    miniAmount: String(plan.miniAmount),
    backPercent: String(plan.backPercent),
    volumeTiers: plan.volumeTiers.map((tier) => ({
      units: String(tier.units),
      bonus: String(tier.bonus),
    })),
  }),
  toPlan: (typed) => ({
    flatPerUnit: amountInput(typed.flatPerUnit, undefined),
    frontPercent: amountInput(typed.frontPercent, undefined),
    miniFrontFloor: amountInput(typed.miniFrontFloor, undefined),
    miniAmount: amountInput(typed.miniAmount, undefined),
    backPercent: amountInput(typed.backPercent, undefined),
    volumeTiers: typed.volumeTiers
      .filter((tier) => !isBlank(tier))
      .map((tier) => ({
        units: amountInput(tier.units, undefined),
        bonus: amountInput(tier.bonus, undefined),
      })),
  }),
  fieldOf: (path, typed) => {
    const match = /^volumeTiers\.(\d+)(\..*)?$/.exec(path);
    if (!match) return path;
    const row = keptTiers(typed)[Number(match[1])];
    return row === undefined ? 'volumeTiers' : `volumeTiers.${row}${match[2] ?? ''}`;
  },
  tidy: (plan) => ({
    ...plan,
    volumeTiers: [...plan.volumeTiers].sort((a, b) => a.units - b.units),
  }),
};

export interface ManagerPlanText {
  baseMonthly: string;
  grossPercent: string;
  perUnitBonus: string;
}

/** A sales manager's or GM's plan: salary, a share of the store's gross, a bonus per unit. */
export const MANAGER_PLAN_FORM: PlanFormKind<'manager', ManagerPlanText> = {
  kind: 'manager',
  text: z.object({ baseMonthly: text, grossPercent: text, perUnitBonus: text }),
  toText: (plan: ManagerPayPlan) => ({
    baseMonthly: String(plan.baseMonthly),
    grossPercent: String(plan.grossPercent),
    perUnitBonus: String(plan.perUnitBonus),
  }),
  toPlan: (typed) => ({
    baseMonthly: amountInput(typed.baseMonthly, undefined),
    grossPercent: amountInput(typed.grossPercent, undefined),
    perUnitBonus: amountInput(typed.perUnitBonus, undefined),
  }),
};
