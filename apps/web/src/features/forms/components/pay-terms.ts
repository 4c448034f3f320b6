import { PRODUCTS, type Product } from '@das/shared/deals';
import {
  financePayPlanSchema,
  managerPayPlanSchema,
  salesPayPlanSchema,
} from '@das/shared/schemas/pay';
import type { PayStatement } from '@das/shared/schemas/reports';

/**
 * The terms of the plan in force, as lines a statement can print: the API
 * sends the plan as it was saved for its kind, read here with that kind's schema.
 */
export type PlanTerm =
  | {
      key: 'baseMonthly' | 'flatPerUnit' | 'miniAmount' | 'miniFrontFloor' | 'perUnitBonus';
      kind: 'money';
      value: number;
    }
  | {
      key: 'backEndPercent' | 'frontPercent' | 'backPercent' | 'grossPercent';
      kind: 'percent';
      value: number;
    }
  | { key: 'productBonus'; kind: 'money'; value: number; product: Product }
  | { key: 'volumeTier'; kind: 'money'; value: number; units: number };

export function planTerms(kind: PayStatement['kind'], plan: unknown): PlanTerm[] | null {
  if (kind === 'finance') {
    const parsed = financePayPlanSchema.safeParse(plan);
    if (!parsed.success) return null;
    const value = parsed.data;
    return [
      { key: 'baseMonthly', kind: 'money', value: value.baseMonthly },
      { key: 'backEndPercent', kind: 'percent', value: value.backEndPercent },
      ...PRODUCTS.filter((product) => (value.productBonuses[product] ?? 0) > 0).map(
        (product): PlanTerm => ({
          key: 'productBonus',
          kind: 'money',
          value: value.productBonuses[product] ?? 0,
          product,
        }),
      ),
    ];
  }
  if (kind === 'salesperson') {
    const parsed = salesPayPlanSchema.safeParse(plan);
    if (!parsed.success) return null;
    const value = parsed.data;
    return [
      { key: 'flatPerUnit', kind: 'money', value: value.flatPerUnit },
      { key: 'frontPercent', kind: 'percent', value: value.frontPercent },
      { key: 'miniFrontFloor', kind: 'money', value: value.miniFrontFloor },
      { key: 'miniAmount', kind: 'money', value: value.miniAmount },
      { key: 'backPercent', kind: 'percent', value: value.backPercent },
      ...[...value.volumeTiers]
        .sort((a, b) => a.units - b.units)
        .map((tier): PlanTerm => ({
          key: 'volumeTier',
          kind: 'money',
          value: tier.bonus,
          units: tier.units,
        })),
    ];
  }
  const parsed = managerPayPlanSchema.safeParse(plan);
  if (!parsed.success) return null;
  return [
    { key: 'baseMonthly', kind: 'money', value: parsed.data.baseMonthly },
    { key: 'grossPercent', kind: 'percent', value: parsed.data.grossPercent },
    { key: 'perUnitBonus', kind: 'money', value: parsed.data.perUnitBonus },
  ];
}

export function isProduct(item: string): item is Product {
  return (PRODUCTS as readonly string[]).includes(item);
}
