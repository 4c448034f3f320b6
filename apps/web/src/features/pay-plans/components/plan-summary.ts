import type { Product } from '@das/shared/deals';
import type { FinancePayPlan, ManagerPayPlan, SalesPayPlan } from '@das/shared/schemas/pay';
import { paidBonuses } from '@/entities/pay-plan/components/paid-bonuses';

/**
 * A plan in plain words, as pieces to translate: "$200 or 25 % of front,
 * whichever is more; mini $150 under $800 front; 5 % of back; +$500 at 12 units".
 * Amounts stay numbers here; the page formats them in the reader's language.
 */
export type SummaryPart =
  | { key: 'flatOrPercent'; flat: number; percent: number }
  | { key: 'flat'; flat: number }
  | { key: 'frontPercent'; percent: number }
  | { key: 'noCommission' }
  | { key: 'mini'; amount: number; floor: number }
  | { key: 'backPercent'; percent: number }
  | { key: 'tiers'; tiers: { units: number; bonus: number }[] }
  | { key: 'base'; amount: number }
  | { key: 'grossPercent'; percent: number }
  | { key: 'perUnit'; amount: number }
  | { key: 'backEndPercent'; percent: number }
  | { key: 'bonuses'; bonuses: { product: Product; amount: number }[] };

export function summarizeSalesPlan(plan: SalesPayPlan): SummaryPart[] {
  const parts: SummaryPart[] = [];
  if (plan.flatPerUnit > 0 && plan.frontPercent > 0)
    parts.push({ key: 'flatOrPercent', flat: plan.flatPerUnit, percent: plan.frontPercent });
  else if (plan.flatPerUnit > 0) parts.push({ key: 'flat', flat: plan.flatPerUnit });
  else if (plan.frontPercent > 0) parts.push({ key: 'frontPercent', percent: plan.frontPercent });
  else parts.push({ key: 'noCommission' });
  // Front gross is never below 0, so a floor of 0 pays no minis.
  if (plan.miniFrontFloor > 0)
    parts.push({ key: 'mini', amount: plan.miniAmount, floor: plan.miniFrontFloor });
  if (plan.backPercent > 0) parts.push({ key: 'backPercent', percent: plan.backPercent });
  const tiers = plan.volumeTiers.filter((tier) => tier.bonus > 0);
  if (tiers.length > 0)
    parts.push({ key: 'tiers', tiers: [...tiers].sort((a, b) => a.units - b.units) });
  return parts;
}

export function summarizeManagerPlan(plan: ManagerPayPlan): SummaryPart[] {
  const parts: SummaryPart[] = [{ key: 'base', amount: plan.baseMonthly }];
  if (plan.grossPercent > 0) parts.push({ key: 'grossPercent', percent: plan.grossPercent });
  if (plan.perUnitBonus > 0) parts.push({ key: 'perUnit', amount: plan.perUnitBonus });
  return parts;
}

export function summarizeFinancePlan(plan: FinancePayPlan): SummaryPart[] {
  const parts: SummaryPart[] = [{ key: 'base', amount: plan.baseMonthly }];
  if (plan.backEndPercent > 0) parts.push({ key: 'backEndPercent', percent: plan.backEndPercent });
  const bonuses = paidBonuses(plan);
  if (bonuses.length > 0) parts.push({ key: 'bonuses', bonuses });
  return parts;
}
