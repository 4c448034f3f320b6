import { z } from 'zod';
import { PRODUCTS, type Product } from '../deals';
import { ROLES } from '../roles';
import type { FieldIssue } from '../errors';
import { fieldIssue, ruleError } from '../validation';
import { isoDay, isoMonth } from './fields';

/**
 * F&I pay plans (DOMAIN.md "Pay plans"): a monthly base, a share of back-end
 * gross and a bonus per product, on Funded deals. Plans are versioned by the
 * month they take effect, so a changed plan never rewrites a paid month.
 */
const money = z.number().min(0).max(1_000_000);

export const financePayPlanSchema = z.object({
  baseMonthly: money,
  backEndPercent: z.number().min(0).max(100),
  productBonuses: z.object(
    Object.fromEntries(PRODUCTS.map((product) => [product, money.default(0)])) as Record<
      Product,
      z.ZodDefault<typeof money>
    >,
  ),
});
export type FinancePayPlan = z.infer<typeof financePayPlanSchema>;

/** The default of the single finance tier (DOMAIN.md); every number is the user's to change. */
export const DEFAULT_FINANCE_PAY_PLAN: FinancePayPlan = {
  baseMonthly: 500,
  backEndPercent: 25,
  productBonuses: {
    vsc: 100,
    gap: 50,
    ppm: 75,
    tire_wheel: 0,
    appearance: 0,
    theft: 0,
    key_replacement: 0,
    windshield: 0,
    other: 0,
  },
};

const firstOfMonth = isoDay().refine((day) => day.endsWith('-01'), {
  error: ruleError('not_first_of_month'),
});

export const PAY_PLAN_KINDS = ['finance', 'salesperson', 'manager'] as const;
export type PayPlanKind = (typeof PAY_PLAN_KINDS)[number];

export const savePayPlanSchema = z.object({
  effectiveFrom: firstOfMonth,
  /** Which plan: the F&I plan unless said otherwise. */
  kind: z.enum(PAY_PLAN_KINDS).default('finance'),
  /** Checked against the kind's own schema by the server. */
  plan: z.record(z.string(), z.unknown()),
});

export const payPlanSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  /** null when no plan was saved and the default applies. */
  effectiveFrom: z.string().nullable(),
  plan: financePayPlanSchema,
});

export const teamPayPlansSchema = z.object({
  plans: z.array(
    payPlanSchema.extend({
      /** Whose plan it is decides who may change it (ADR 008). */
      role: z.enum(ROLES),
      plan: z.lazy(() => anyPayPlanSchema),
    }),
  ),
});

/** A chargeback's own line on an F&I pay statement (ADR 031). */
const chargebackPayDetail = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  dealNumber: z.string(),
  product: z.enum(PRODUCTS),
  amount: z.number(),
  date: z.string(),
});

export const payLineSchema = z.object({
  /** An i18n-free key: 'base', 'commission', 'chargeback', or a product key for its bonus. */
  item: z.string(),
  deals: z.number(),
  amount: z.number(),
  chargeback: chargebackPayDetail.optional(),
});

export const payEstimateSchema = z.object({
  month: z.string(),
  plan: payPlanSchema,
  /** Funded deals: money already earned this month. */
  earned: z.object({ total: z.number(), lines: z.array(payLineSchema) }),
  /** Pending deals: paid if they fund. */
  atRisk: z.object({ total: z.number(), lines: z.array(payLineSchema) }),
  /** Earned and at-risk pay carried to month end at the current pace, plus the base. */
  projected: z.number(),
});

export const payEstimateQuerySchema = z.object({
  month: isoMonth().optional(),
});

export type PayPlan = z.infer<typeof payPlanSchema>;
export type PayEstimate = z.infer<typeof payEstimateSchema>;

/**
 * Floor pay plans (DOMAIN.md): a salesperson earns the greater of a flat per unit
 * and a share of front gross (a mini below a front-gross floor), a share of back
 * gross, and volume bonuses; a sales manager or GM a salary, a share of the
 * store's gross and a bonus per unit.
 */
/** A salesperson's plan pays the highest of at most this many volume tiers. */
export const VOLUME_TIERS_MAX = 10;

export const salesPayPlanSchema = z.object({
  flatPerUnit: money,
  frontPercent: z.number().min(0).max(100),
  miniFrontFloor: money,
  miniAmount: money,
  backPercent: z.number().min(0).max(100),
  volumeTiers: z
    .array(z.object({ units: z.number().min(1).max(1000), bonus: money }))
    .max(VOLUME_TIERS_MAX)
    .default([]),
});
export type SalesPayPlan = z.infer<typeof salesPayPlanSchema>;

export const DEFAULT_SALES_PAY_PLAN: SalesPayPlan = {
  flatPerUnit: 200,
  frontPercent: 25,
  miniFrontFloor: 800,
  miniAmount: 150,
  backPercent: 5,
  volumeTiers: [
    { units: 12, bonus: 500 },
    { units: 16, bonus: 1000 },
  ],
};

export const managerPayPlanSchema = z.object({
  baseMonthly: money,
  grossPercent: z.number().min(0).max(100),
  perUnitBonus: money,
});
export type ManagerPayPlan = z.infer<typeof managerPayPlanSchema>;

export const DEFAULT_MANAGER_PAY_PLANS: Record<
  'sales_manager' | 'general_manager',
  ManagerPayPlan
> = {
  sales_manager: { baseMonthly: 4000, grossPercent: 2, perUnitBonus: 15 },
  general_manager: { baseMonthly: 8000, grossPercent: 1.5, perUnitBonus: 10 },
};

/** A plan of any kind, as the list and save endpoints answer it. */
export const anyPayPlanSchema = z.union([
  financePayPlanSchema,
  salesPayPlanSchema,
  managerPayPlanSchema,
]);
export const savedPayPlanSchema = payPlanSchema.extend({ plan: anyPayPlanSchema });

/** Each kind's own plan schema: the save route checks `plan` against the one its `kind` names. */
export const PAY_PLAN_SCHEMAS = {
  finance: financePayPlanSchema,
  salesperson: salesPayPlanSchema,
  manager: managerPayPlanSchema,
} as const;

/**
 * A save of one kind's plan as the server checks it: the route's schema, with
 * `plan` checked by the kind's own (its problems are at `plan.<field>`).
 */
export function payPlanRequestSchema<K extends PayPlanKind>(kind: K) {
  return savePayPlanSchema.extend({ kind: z.literal(kind), plan: PAY_PLAN_SCHEMAS[kind] });
}

/**
 * A month already paid keeps the plan it was paid under: a new version takes
 * effect this month (by `today`, the store's day) or a later one.
 */
export function payPlanMonthIssues(effectiveFrom: string, today: string): FieldIssue[] {
  return effectiveFrom < `${today.slice(0, 7)}-01`
    ? [fieldIssue('effectiveFrom', 'before_current_month')]
    : [];
}
