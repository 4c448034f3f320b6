import { daysInMonth, monthRange } from '@das/shared/periods';
import {
  estimateFinancePay,
  estimateManagerPay,
  estimateSalesPay,
  payKindOf,
  planInForce,
  type FinancePayEstimate,
} from '@das/shared/pay-plans';
import type { Role } from '@das/shared/roles';
import {
  DEFAULT_FINANCE_PAY_PLAN,
  DEFAULT_MANAGER_PAY_PLANS,
  DEFAULT_SALES_PAY_PLAN,
  type FinancePayPlan,
  type ManagerPayPlan,
  type PayPlanKind,
  type SalesPayPlan,
} from '@das/shared/schemas/pay';
import type { DefaultPlanRole } from '@das/shared/schemas/store-defaults';
import type { Database } from '../../db/client';
import { chargebacksForPay } from '../chargebacks/chargebacks.repository';
import { findPayPlanDefaults } from '../dealerships/store-settings.repository';
import * as deals from '../deals/deals.repository';
import { planVersions, savePlanVersion } from './pay.repository';

type AnyPlan = FinancePayPlan | SalesPayPlan | ManagerPayPlan;

function defaultPlan(kind: PayPlanKind, role: Role): AnyPlan {
  if (kind === 'finance') return DEFAULT_FINANCE_PAY_PLAN;
  if (kind === 'salesperson') return DEFAULT_SALES_PAY_PLAN;
  return DEFAULT_MANAGER_PAY_PLANS[
    role === 'general_manager' ? 'general_manager' : 'sales_manager'
  ];
}

export interface PlanInForce {
  kind: PayPlanKind;
  effectiveFrom: string | null;
  plan: AnyPlan;
}

export async function planFor(
  db: Database,
  person: { userId: string; role: Role },
  kind: PayPlanKind,
  monthStart: string,
): Promise<PlanInForce> {
  const versions = await planVersions(db, person.userId, kind);
  const current = planInForce(versions, monthStart);
  return {
    kind,
    effectiveFrom: current?.effectiveFrom ?? null,
    plan: current?.plan ?? defaultPlan(kind, person.role),
  };
}

export interface PayForMonth extends PlanInForce, FinancePayEstimate {
  month: string;
  /** The deals the pay was computed from. */
  filters: deals.DealFilters;
}

/**
 * A person's pay for a month on the plan in force at its start: F&I managers on
 * the deals they worked, salespeople on the deals they sold (½ on a split),
 * managers on the whole store.
 */
export async function payFor(
  db: Database,
  person: { userId: string; role: Role; dealershipId: number },
  month: string,
  today: string,
): Promise<PayForMonth | undefined> {
  const kind = payKindOf(person.role);
  if (!kind) return undefined;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const range = monthRange(year, monthNumber);
  const plan = await planFor(db, person, kind, range.start);
  const filters: deals.DealFilters =
    kind === 'finance'
      ? { range, fiManagerId: person.userId }
      : kind === 'salesperson'
        ? { range, salespersonId: person.userId }
        : { range };
  // An F&I manager's month also gives back what its chargebacks took (ADR 031): those
  // recorded in it, whatever the month of their deal.
  const [rows, chargebacks] = await Promise.all([
    deals.metricRows(db, { ids: [person.dealershipId] }, filters),
    kind === 'finance'
      ? chargebacksForPay(db, person.dealershipId, person.userId, range)
      : Promise.resolve([]),
  ]);
  const elapsed =
    today >= range.end
      ? 1
      : today < range.start
        ? 0
        : Number(today.slice(8, 10)) / daysInMonth(range.start);
  const estimate =
    kind === 'finance'
      ? estimateFinancePay(plan.plan as FinancePayPlan, rows, elapsed, chargebacks)
      : kind === 'salesperson'
        ? estimateSalesPay(plan.plan as SalesPayPlan, rows, person.userId, elapsed)
        : estimateManagerPay(plan.plan as ManagerPayPlan, rows, elapsed);
  return { month, ...plan, ...estimate, filters };
}

/**
 * Gives a person just added the store's default plan of their role (ADR 020),
 * in force from the month they are added in (`today`, the store's day); a role
 * the store has no default for keeps the built-in plan. Answers the plan given.
 */
export async function giveStoreDefaultPlan(
  tx: Parameters<typeof savePlanVersion>[0],
  person: { userId: string; role: Role; dealershipId: number },
  today: string,
  createdBy: string,
): Promise<AnyPlan | null> {
  const kind = payKindOf(person.role);
  const defaults = await findPayPlanDefaults(tx, person.dealershipId);
  const plan = defaults[person.role as DefaultPlanRole] ?? null;
  if (!kind || !plan) return null;
  await savePlanVersion(tx, {
    userId: person.userId,
    dealershipId: person.dealershipId,
    kind,
    effectiveFrom: `${today.slice(0, 7)}-01`,
    plan,
    createdBy,
  });
  return plan;
}
