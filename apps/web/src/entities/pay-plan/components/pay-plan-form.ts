import { readAmount } from '@/lib/amount';
import { PRODUCTS, type Product } from '@das/shared/deals';
import type { FinancePayPlan } from '@das/shared/schemas/pay';
import { shiftMonth } from '@das/shared/periods';

/** A pay plan as the form holds it (text, as typed) and back, checked like the server checks it. */
export interface PayPlanFormValues {
  /** YYYY-MM of the month the plan takes effect. */
  effectiveMonth: string;
  baseMonthly: string;
  backEndPercent: string;
  bonuses: Record<Product, string>;
}

export type PayPlanField = 'baseMonthly' | 'backEndPercent' | `bonus.${Product}`;
export type PayPlanFieldError = 'required' | 'notANumber' | 'negative' | 'tooLarge';
/** What can be wrong with any amount of any plan's form (a floor plan's tiers have a minimum). */
export type AmountError = PayPlanFieldError | 'tooSmall';

const MONEY_LIMIT = 1_000_000;
const PERCENT_LIMIT = 100;

export function toFormValues(plan: FinancePayPlan, effectiveMonth: string): PayPlanFormValues {
  return {
    effectiveMonth,
    baseMonthly: String(plan.baseMonthly),
    backEndPercent: String(plan.backEndPercent),
    bonuses: Object.fromEntries(
      PRODUCTS.map((product) => [product, String(plan.productBonuses[product] ?? 0)]),
    ) as Record<Product, string>,
  };
}

export type ParsedPayPlan =
  | { ok: true; value: { effectiveFrom: string; plan: FinancePayPlan } }
  | { ok: false; errors: Partial<Record<PayPlanField, PayPlanFieldError>> };

export function parsePayPlanForm(values: PayPlanFormValues): ParsedPayPlan {
  const errors: Partial<Record<PayPlanField, PayPlanFieldError>> = {};
  const read = (field: PayPlanField, text: string, limit: number, optional: boolean) => {
    const result = readAmount(text, { max: limit }) ?? (optional ? 0 : 'required');
    if (typeof result === 'number') return result;
    errors[field] = result;
    return 0;
  };
  const baseMonthly = read('baseMonthly', values.baseMonthly, MONEY_LIMIT, false);
  const backEndPercent = read('backEndPercent', values.backEndPercent, PERCENT_LIMIT, false);
  const productBonuses = Object.fromEntries(
    PRODUCTS.map((product) => [
      product,
      read(`bonus.${product}`, values.bonuses[product], MONEY_LIMIT, true),
    ]),
  ) as Record<Product, number>;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      effectiveFrom: `${values.effectiveMonth}-01`,
      plan: { baseMonthly, backEndPercent, productBonuses },
    },
  };
}

/** A new version starts this month or later: a paid month keeps the plan it was paid on. */
export function effectiveMonthOptions(today: string, count = 13): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, index) => shiftMonth(current, index));
}

export const PAY_PLAN_LIMITS = { money: MONEY_LIMIT, percent: PERCENT_LIMIT } as const;
