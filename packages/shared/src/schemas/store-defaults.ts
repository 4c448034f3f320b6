import { z } from 'zod';
import { PRODUCTS } from '../deals';
import { addFieldIssue } from '../validation';
import { oneLineText } from './fields';
import {
  financePayPlanSchema,
  managerPayPlanSchema,
  salesPayPlanSchema,
  type FinancePayPlan,
  type ManagerPayPlan,
  type SalesPayPlan,
} from './pay';
import { SHIFTS } from './schedule';

/**
 * A store's defaults (issue 12, ADR 020): the goals a month without goals of
 * its own is measured against, the shift templates the schedule offers, and
 * the pay plan each role's new people start on; and what a dealer group keeps
 * for its stores to adopt. Each counts from the moment it is saved and never
 * rewrites a past figure.
 */

/** One default monthly goal: units, and gross if the store sets one. */
export const defaultGoalSchema = z.object({
  unitTarget: z.number().min(0).max(10_000),
  grossTarget: z.number().min(0).max(100_000_000).nullable(),
});
export type DefaultGoal = z.infer<typeof defaultGoalSchema>;

/**
 * The store's own monthly goal, and each salesperson's and each F&I manager's
 * (a department's default is per person, as the goals page sets a month's
 * goals); null leaves that goal unset.
 */
export const goalDefaultsSchema = z.object({
  store: defaultGoalSchema.nullable(),
  salesperson: defaultGoalSchema.nullable(),
  financeManager: defaultGoalSchema.nullable(),
});
export type GoalDefaults = z.infer<typeof goalDefaultsSchema>;

export const NO_GOAL_DEFAULTS: GoalDefaults = {
  store: null,
  salesperson: null,
  financeManager: null,
};

/** The working shifts a template can stand for: coverage counts by them. */
export const TEMPLATE_SHIFTS = SHIFTS.filter((shift) => shift !== 'off') as Exclude<
  (typeof SHIFTS)[number],
  'off'
>[];

export const SHIFT_TEMPLATE_LIMITS = {
  nameMax: 40,
  /** One template per working shift. */
  templatesMax: TEMPLATE_SHIFTS.length,
} as const;

/** A time of day on the 24-hour clock, 00:00 to 23:59. */
const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const shiftTemplateSchema = z
  .object({
    /** The shift it stands for in the schedule's cells and coverage. */
    shift: z.enum(TEMPLATE_SHIFTS),
    name: oneLineText()
      .overwrite((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1).max(SHIFT_TEMPLATE_LIMITS.nameMax)),
    start: timeOfDay(),
    end: timeOfDay(),
  })
  .superRefine((template, ctx) => {
    // Within one day: a shift ends after it starts, on the same day.
    if (template.end <= template.start) {
      addFieldIssue(ctx, {
        field: 'end',
        code: 'too_small',
        params: { minimum: template.start, exclusive: true },
      });
    }
  });
export type ShiftTemplate = z.infer<typeof shiftTemplateSchema>;

export const shiftTemplatesSchema = z
  .array(shiftTemplateSchema)
  .max(SHIFT_TEMPLATE_LIMITS.templatesMax)
  .superRefine((templates, ctx) => {
    // Each shift has one template, and each template its own name.
    const seen = { shift: new Set<string>(), name: new Set<string>() };
    templates.forEach((template, index) => {
      for (const key of ['shift', 'name'] as const) {
        const value = key === 'name' ? template.name.toLowerCase() : template.shift;
        if (seen[key].has(value)) {
          addFieldIssue(ctx, { field: `${index}.${key}`, code: 'already_used', params: {} });
        }
        seen[key].add(value);
      }
    });
  });

/**
 * The store's default pay plan for each role that is added without one: a plan
 * of the kind the pay-plan module pays that role on (DOMAIN.md "Pay plans");
 * null leaves new people of the role on the built-in plan.
 */
export const payPlanDefaultsSchema = z.object({
  salesperson: salesPayPlanSchema.nullable(),
  finance_manager: financePayPlanSchema.nullable(),
  sales_manager: managerPayPlanSchema.nullable(),
});
export type PayPlanDefaults = z.infer<typeof payPlanDefaultsSchema>;
export type DefaultPlanRole = keyof PayPlanDefaults;
export const DEFAULT_PLAN_ROLES = Object.keys(payPlanDefaultsSchema.shape) as DefaultPlanRole[];
export type DefaultPayPlan = SalesPayPlan | FinancePayPlan | ManagerPayPlan;

export const NO_PAY_PLAN_DEFAULTS: PayPlanDefaults = {
  salesperson: null,
  finance_manager: null,
  sales_manager: null,
};

const dealershipId = z.number().int().positive().optional();

export const storeDefaultsSchema = z.object({
  dealershipId: z.number().int(),
  goals: goalDefaultsSchema,
  /** The store's day the goal defaults were last saved; null before they ever were. */
  goalsSavedOn: z.string().nullable(),
  shiftTemplates: z.array(shiftTemplateSchema),
  payPlans: payPlanDefaultsSchema,
});
export type StoreDefaults = z.infer<typeof storeDefaultsSchema>;

export const saveGoalDefaultsSchema = goalDefaultsSchema.extend({ dealership_id: dealershipId });
export type SaveGoalDefaults = z.input<typeof saveGoalDefaultsSchema>;

export const saveShiftTemplatesSchema = z.object({
  dealership_id: dealershipId,
  templates: shiftTemplatesSchema,
});
export type SaveShiftTemplates = z.input<typeof saveShiftTemplatesSchema>;

export const savePayPlanDefaultsSchema = z.object({
  dealership_id: dealershipId,
  plans: payPlanDefaultsSchema,
});
export type SavePayPlanDefaults = z.input<typeof savePayPlanDefaultsSchema>;

/**
 * A dealer group's penetration targets (ADR 020): every product once, a share
 * of eligible deals or null. A store adopts them by copying them into its own.
 */
export const productTargetSchema = z.object({
  product: z.enum(PRODUCTS),
  target: z.number().min(0).max(1).nullable(),
});
export const productTargetsSchema = z
  .array(productTargetSchema)
  .length(PRODUCTS.length)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.product))
        addFieldIssue(ctx, { field: `${index}.product`, code: 'already_used', params: {} });
      seen.add(row.product);
    });
  });
export type ProductTarget = z.infer<typeof productTargetSchema>;

export const groupProductTargetsSchema = z.object({
  groupId: z.number().int(),
  /** Every product in menu order; null targets until the group's admin saves some. */
  targets: z.array(productTargetSchema),
  /** Whether the group has saved targets a store can adopt. */
  saved: z.boolean(),
});
export type GroupProductTargets = z.infer<typeof groupProductTargetsSchema>;

export const saveGroupProductTargetsSchema = z.object({ targets: productTargetsSchema });
export type SaveGroupProductTargets = z.input<typeof saveGroupProductTargetsSchema>;

/** Adopting from the group (its product targets, its pay-plan templates): the store it is for. */
export const adoptFromGroupSchema = z.object({ dealership_id: dealershipId });

/**
 * A dealer group's pay-plan template of each role (ADR 020), checked by the same
 * schemas as a store's default plans; a store adopts them by copying them into
 * its own defaults.
 */
export const groupPayPlanTemplatesSchema = z.object({
  groupId: z.number().int(),
  /** null for a role the group keeps no template of. */
  templates: payPlanDefaultsSchema,
  /** Whether the group keeps a template a store can adopt. */
  saved: z.boolean(),
});
export type GroupPayPlanTemplates = z.infer<typeof groupPayPlanTemplatesSchema>;

export const saveGroupPayPlanTemplatesSchema = z.object({ templates: payPlanDefaultsSchema });
export type SaveGroupPayPlanTemplates = z.input<typeof saveGroupPayPlanTemplatesSchema>;
