import { countsAsUnit, creditShare, type MetricDeal } from './deal-metrics';
import { PRODUCTS, type Product } from './deals';
import { roundMoney, sumMoney } from './money';
import type { Role } from './roles';
import type { FinancePayPlan, ManagerPayPlan, PayPlanKind, SalesPayPlan } from './schemas/pay';

/** Which pay plan pays a role; roles without one are not paid through DAS Board. */
export function payKindOf(role: Role): PayPlanKind | undefined {
  if (role === 'finance_manager' || role === 'single_finance_manager') return 'finance';
  if (role === 'salesperson') return 'salesperson';
  if (role === 'sales_manager' || role === 'general_manager') return 'manager';
  return undefined;
}

/**
 * F&I pay of DOMAIN.md: base + back-end share + per-product bonuses, earned on
 * Funded deals and at risk on Pending ones; unwound deals pay nothing.
 */
export interface PayLine {
  item:
    | 'base'
    | 'commission'
    | 'back'
    | 'minis'
    | 'volume'
    | 'gross'
    | 'units'
    | 'chargeback'
    | Product;
  deals: number;
  amount: number;
  /** A chargeback line's own record: one line per chargeback (ADR 031). */
  chargeback?: ChargebackPayDetail;
}

/** A chargeback as an F&I pay statement lists it. */
export interface ChargebackPayDetail {
  id: string;
  dealId: string;
  dealNumber: string;
  product: Product;
  /** What the product lost on the deal (not what the pay loses). */
  amount: number;
  date: string;
}

/**
 * What each chargeback recorded in a month takes back from that month's F&I pay
 * (ADR 031): the plan's share of back-end gross of the amount charged back, and
 * the product's bonus when the plan pays one. One negative line per chargeback;
 * the month of the deal keeps what it paid.
 */
export function chargebackLines(
  plan: FinancePayPlan,
  chargebacks: readonly ChargebackPayDetail[],
): PayLine[] {
  return chargebacks.map((chargeback) => {
    const share = roundMoney((chargeback.amount * plan.backEndPercent) / 100);
    const bonus = plan.productBonuses[chargeback.product] ?? 0;
    return {
      item: 'chargeback',
      deals: 1,
      amount: -roundMoney(share + bonus),
      chargeback,
    };
  });
}

function variablePay(plan: FinancePayPlan, deals: readonly MetricDeal[]): PayLine[] {
  const back = deals.reduce((sum, deal) => sum + deal.backEndGross, 0);
  const lines: PayLine[] = [
    {
      item: 'commission',
      deals: deals.length,
      amount: roundMoney((back * plan.backEndPercent) / 100),
    },
  ];
  for (const product of PRODUCTS) {
    const bonus = plan.productBonuses[product] ?? 0;
    const carrying = deals.filter((deal) => deal.products[product] > 0).length;
    if (bonus > 0 && carrying > 0)
      lines.push({ item: product, deals: carrying, amount: roundMoney(bonus * carrying) });
  }
  return lines;
}

const total = (lines: readonly PayLine[]) => sumMoney(lines.map((line) => line.amount));

export interface FinancePayEstimate {
  earned: { total: number; lines: PayLine[] };
  atRisk: { total: number; lines: PayLine[] };
  projected: number;
}

/**
 * `monthElapsed` is the share of the month's working days gone (1 for a past
 * month): the projection carries this month's deals to its end at the same pace.
 * `chargebacks` are those recorded in the month: taken from what it earned, and
 * from the projection as they are (a chargeback is not a pace to carry forward).
 */
export function estimateFinancePay(
  plan: FinancePayPlan,
  deals: readonly MetricDeal[],
  monthElapsed: number,
  chargebacks: readonly ChargebackPayDetail[] = [],
): FinancePayEstimate {
  const live = deals.filter(countsAsUnit);
  const dealLines: PayLine[] = variablePay(
    plan,
    live.filter((deal) => deal.status === 'Funded'),
  );
  const takenBack = chargebackLines(plan, chargebacks);
  const earnedLines: PayLine[] = [
    { item: 'base', deals: 0, amount: roundMoney(plan.baseMonthly) },
    ...dealLines,
    ...takenBack,
  ];
  const atRiskLines = variablePay(
    plan,
    live.filter((deal) => deal.status === 'Pending'),
  );
  const variable = total(dealLines) + total(atRiskLines);
  const pace = monthElapsed > 0 ? Math.min(1, monthElapsed) : 1;
  return {
    earned: { total: total(earnedLines), lines: earnedLines },
    atRisk: { total: total(atRiskLines), lines: atRiskLines },
    projected: roundMoney(plan.baseMonthly + variable / pace + total(takenBack)),
  };
}

/** The plan in force for a month: the latest one that took effect on or before its first day. */
export function planInForce<T extends { effectiveFrom: string }>(
  plans: readonly T[],
  monthStart: string,
): T | undefined {
  return [...plans]
    .filter((plan) => plan.effectiveFrom <= monthStart)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
}

function salesLines(plan: SalesPayPlan, deals: readonly MetricDeal[], userId: string) {
  let commission = 0;
  let minis = 0;
  let miniDeals = 0;
  let back = 0;
  let units = 0;
  for (const deal of deals) {
    const credit = creditShare(deal, userId);
    if (credit === 0) continue;
    units += credit;
    if (deal.frontEndGross < plan.miniFrontFloor) {
      minis += plan.miniAmount * credit;
      miniDeals += credit;
    } else {
      commission +=
        Math.max(plan.flatPerUnit, (deal.frontEndGross * plan.frontPercent) / 100) * credit;
    }
    back += ((deal.backEndGross * plan.backPercent) / 100) * credit;
  }
  return {
    units,
    commission: roundMoney(commission),
    minis: roundMoney(minis),
    miniDeals,
    back: roundMoney(back),
  };
}

/** The bonus of the highest volume tier the units reach. */
export function volumeBonus(plan: SalesPayPlan, units: number): number {
  return plan.volumeTiers.reduce(
    (best, tier) => (units >= tier.units ? Math.max(best, tier.bonus) : best),
    0,
  );
}

/**
 * A salesperson's month: commission (the greater of the flat and the share of
 * front), minis, the share of back and the volume bonus; funded deals earn it,
 * pending ones put it at risk. The bonus is earned on funded units; what pending
 * units would add to it is at risk.
 */
export function estimateSalesPay(
  plan: SalesPayPlan,
  deals: readonly MetricDeal[],
  userId: string,
  monthElapsed: number,
): FinancePayEstimate {
  const live = deals.filter(countsAsUnit);
  const funded = salesLines(
    plan,
    live.filter((deal) => deal.status === 'Funded'),
    userId,
  );
  const pending = salesLines(
    plan,
    live.filter((deal) => deal.status === 'Pending'),
    userId,
  );
  const earnedBonus = volumeBonus(plan, funded.units);
  const allBonus = volumeBonus(plan, funded.units + pending.units);
  const toLines = (part: ReturnType<typeof salesLines>, bonus: number): PayLine[] =>
    [
      { item: 'commission' as const, deals: part.units - part.miniDeals, amount: part.commission },
      { item: 'minis' as const, deals: part.miniDeals, amount: part.minis },
      { item: 'back' as const, deals: part.units, amount: part.back },
      { item: 'volume' as const, deals: part.units, amount: roundMoney(bonus) },
    ].filter((line) => line.amount > 0);
  const earnedLines = toLines(funded, earnedBonus);
  const atRiskLines = toLines(pending, allBonus - earnedBonus);
  const pace = monthElapsed > 0 ? Math.min(1, monthElapsed) : 1;
  const projectedUnits = (funded.units + pending.units) / pace;
  const variable =
    funded.commission +
    funded.minis +
    funded.back +
    pending.commission +
    pending.minis +
    pending.back;
  return {
    earned: { total: total(earnedLines), lines: earnedLines },
    atRisk: { total: total(atRiskLines), lines: atRiskLines },
    projected: roundMoney(variable / pace + volumeBonus(plan, projectedUnits)),
  };
}

/** A sales manager's or GM's month: salary, a share of the store's gross and a bonus per unit. */
export function estimateManagerPay(
  plan: ManagerPayPlan,
  storeDeals: readonly MetricDeal[],
  monthElapsed: number,
): FinancePayEstimate {
  const live = storeDeals.filter(countsAsUnit);
  const part = (rows: readonly MetricDeal[]): PayLine[] => {
    const gross = rows.reduce((sum, deal) => sum + deal.frontEndGross + deal.backEndGross, 0);
    return [
      {
        item: 'gross' as const,
        deals: rows.length,
        amount: roundMoney((gross * plan.grossPercent) / 100),
      },
      {
        item: 'units' as const,
        deals: rows.length,
        amount: roundMoney(rows.length * plan.perUnitBonus),
      },
    ].filter((line) => line.amount > 0);
  };
  const earnedLines: PayLine[] = [
    { item: 'base', deals: 0, amount: roundMoney(plan.baseMonthly) },
    ...part(live.filter((deal) => deal.status === 'Funded')),
  ];
  const atRiskLines = part(live.filter((deal) => deal.status === 'Pending'));
  const variable = total(earnedLines) - plan.baseMonthly + total(atRiskLines);
  const pace = monthElapsed > 0 ? Math.min(1, monthElapsed) : 1;
  return {
    earned: { total: total(earnedLines), lines: earnedLines },
    atRisk: { total: total(atRiskLines), lines: atRiskLines },
    projected: roundMoney(plan.baseMonthly + variable / pace),
  };
}
