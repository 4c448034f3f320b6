import type { ManagerPayPlan, SalesPayPlan } from '@das/shared/schemas/pay';
import { z } from 'zod';
import type { PlanFormKind } from '@/entities/pay-plan/components/pay-plan-form';
import { amountInput } from '@/lib/amount';

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

const text = z.string();
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
