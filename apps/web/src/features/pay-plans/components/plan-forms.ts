import type { ManagerPayPlan, SalesPayPlan } from '@das/shared/schemas/pay';
import type { AmountError } from '@/entities/pay-plan/components/pay-plan-form';
import { readAmount } from '@/lib/amount';

/**
 * The floor plans as their forms hold them (text, as typed) and back, checked
 * like the server checks them: money 0 to 1,000,000, shares 0 to 100 %, at most
 * ten volume tiers of 1 to 1,000 units.
 */
export const LIMITS = { money: 1_000_000, percent: 100, tierUnits: 1000, tiers: 10 } as const;

export interface SalesPlanValues {
  effectiveMonth: string;
  flatPerUnit: string;
  frontPercent: string;
  miniFrontFloor: string;
  miniAmount: string;
  backPercent: string;
  tiers: { units: string; bonus: string }[];
}

export type SalesPlanField =
  | 'flatPerUnit'
  | 'frontPercent'
  | 'miniFrontFloor'
  | 'miniAmount'
  | 'backPercent'
  | `tier.${number}.units`
  | `tier.${number}.bonus`;

export type FormErrors<F extends string> = Partial<Record<F, AmountError>>;

export type Parsed<T, F extends string> =
  { ok: true; value: { effectiveFrom: string; plan: T } } | { ok: false; errors: FormErrors<F> };

export function toSalesValues(plan: SalesPayPlan, effectiveMonth: string): SalesPlanValues {
  return {
    effectiveMonth,
    flatPerUnit: String(plan.flatPerUnit),
    frontPercent: String(plan.frontPercent),
    miniFrontFloor: String(plan.miniFrontFloor),
    miniAmount: String(plan.miniAmount),
    backPercent: String(plan.backPercent),
    tiers: plan.volumeTiers.map((tier) => ({
      units: String(tier.units),
      bonus: String(tier.bonus),
    })),
  };
}

/** Empty tier rows are dropped; the rest are kept in order of units. */
export function parseSalesForm(values: SalesPlanValues): Parsed<SalesPayPlan, SalesPlanField> {
  const errors: FormErrors<SalesPlanField> = {};
  const read = (field: SalesPlanField, text: string, max: number, min = 0) => {
    const result = readAmount(text, { max, min });
    if (typeof result === 'number') return result;
    errors[field] = result ?? 'required';
    return 0;
  };
  const flatPerUnit = read('flatPerUnit', values.flatPerUnit, LIMITS.money);
  const frontPercent = read('frontPercent', values.frontPercent, LIMITS.percent);
  const miniFrontFloor = read('miniFrontFloor', values.miniFrontFloor, LIMITS.money);
  const miniAmount = read('miniAmount', values.miniAmount, LIMITS.money);
  const backPercent = read('backPercent', values.backPercent, LIMITS.percent);
  const volumeTiers: SalesPayPlan['volumeTiers'] = [];
  values.tiers.forEach((tier, index) => {
    if (tier.units.trim() === '' && tier.bonus.trim() === '') return;
    volumeTiers.push({
      units: read(`tier.${index}.units`, tier.units, LIMITS.tierUnits, 1),
      bonus: read(`tier.${index}.bonus`, tier.bonus, LIMITS.money),
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      effectiveFrom: `${values.effectiveMonth}-01`,
      plan: {
        flatPerUnit,
        frontPercent,
        miniFrontFloor,
        miniAmount,
        backPercent,
        volumeTiers: volumeTiers.slice(0, LIMITS.tiers).sort((a, b) => a.units - b.units),
      },
    },
  };
}

export interface ManagerPlanValues {
  effectiveMonth: string;
  baseMonthly: string;
  grossPercent: string;
  perUnitBonus: string;
}

export type ManagerPlanField = 'baseMonthly' | 'grossPercent' | 'perUnitBonus';

export function toManagerValues(plan: ManagerPayPlan, effectiveMonth: string): ManagerPlanValues {
  return {
    effectiveMonth,
    baseMonthly: String(plan.baseMonthly),
    grossPercent: String(plan.grossPercent),
    perUnitBonus: String(plan.perUnitBonus),
  };
}

export function parseManagerForm(
  values: ManagerPlanValues,
): Parsed<ManagerPayPlan, ManagerPlanField> {
  const errors: FormErrors<ManagerPlanField> = {};
  const read = (field: ManagerPlanField, text: string, max: number) => {
    const result = readAmount(text, { max });
    if (typeof result === 'number') return result;
    errors[field] = result ?? 'required';
    return 0;
  };
  const baseMonthly = read('baseMonthly', values.baseMonthly, LIMITS.money);
  const grossPercent = read('grossPercent', values.grossPercent, LIMITS.percent);
  const perUnitBonus = read('perUnitBonus', values.perUnitBonus, LIMITS.money);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      effectiveFrom: `${values.effectiveMonth}-01`,
      plan: { baseMonthly, grossPercent, perUnitBonus },
    },
  };
}
