import type { Context } from 'hono';
import type { Deal } from '@das/shared/schemas/deals';
import { fieldIssue } from '@das/shared/validation';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { futureDayIssues } from '../../lib/store-calendar';
import { staffOf } from '../dealerships/staff.repository';
import * as salesRepository from '../sales/sales.repository';
import { peopleOn } from './deal-input';

/**
 * The checks and side effects every deal write shares (create, edit, status):
 * who may be named on it, which sale it may be tied to, which dates it may
 * carry, and how its sale follows it.
 */

export async function assertStaff(
  c: Context<AppEnv>,
  dealershipId: number,
  deal: Parameters<typeof peopleOn>[0],
) {
  const people = peopleOn(deal);
  const staff = await staffOf(
    c.var.db,
    dealershipId,
    people.map((p) => p.id),
  );
  const strangers = people.filter((person) => !staff.has(person.id));
  if (strangers.length > 0) {
    throw validationError(strangers.map(({ field }) => fieldIssue(field, 'not_staff')));
  }
}

/** A sale follows its deal: unwinding cancels it, anything else completes it. */
export const saleStatusFor = (status: Deal['status']) =>
  status === 'Unwound' ? ('cancelled' as const) : ('completed' as const);

export function asInput(deal: Deal) {
  return {
    sale_id: deal.sale_id,
    stock_number: deal.stock_number,
    vin_last8: deal.vin_last8,
    customer_last_name: deal.customer_last_name,
    deal_type: deal.deal_type,
    vehicle_type: deal.vehicle_type,
    manufacturer: deal.manufacturer,
    lender: deal.lender,
    salesperson_id: deal.salesperson_id,
    second_salesperson_id: deal.second_salesperson_id,
    sales_manager_id: deal.sales_manager_id,
    fi_manager_id: deal.fi_manager_id,
    front_end_gross: deal.front_end_gross,
    reserve: deal.reserve,
    products: { ...deal.products },
    status: deal.status,
    funded_date: deal.funded_date,
    deal_date: deal.deal_date,
    notes: deal.notes,
    allow_duplicate_stock: undefined as boolean | undefined,
  };
}

/** A deal may only be tied to a sale of its own store: the sale's status follows the deal's. */
export async function assertStoreSale(c: Context<AppEnv>, dealershipId: number, saleId: string) {
  const sale = await salesRepository.findSale(c.var.db, { ids: [dealershipId] }, saleId);
  if (!sale) throw validationError([fieldIssue('sale_id', 'not_a_store_sale')]);
}

/** A deal number or sale taken by another deal is the caller's field to fix, not a server fault. */
export function asFieldConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'deals_dealershipId_dealNumber_unique')) {
    return validationError([fieldIssue('deal_number', 'already_used')]);
  }
  if (isUniqueViolation(error, 'deals_saleId_unique')) {
    return validationError([fieldIssue('sale_id', 'has_deal')]);
  }
  return error;
}

/** Refuses a deal or funded date after the store's today; only days the write sets are weighed. */
export function assertNotFuture(days: Record<string, string | null | undefined>, today: string) {
  const issues = futureDayIssues(days, today);
  if (issues.length > 0) throw validationError(issues);
}

/**
 * Keeps the sales a deal is tied to in step with it: a sale newly tied takes
 * the deal's status, a sale let go has no deal again and is pending.
 */
export async function followSale(
  tx: Parameters<typeof salesRepository.setSaleStatus>[0],
  before: Deal,
  next: ReturnType<typeof asInput>,
) {
  const saleId = next.sale_id ?? null;
  if (saleId !== before.sale_id) {
    if (before.sale_id) await salesRepository.setSaleStatus(tx, before.sale_id, 'pending');
    if (saleId) await salesRepository.setSaleStatus(tx, saleId, saleStatusFor(next.status));
    return;
  }
  const unwindingChanged =
    before.status !== next.status && (next.status === 'Unwound' || before.status === 'Unwound');
  if (saleId && unwindingChanged) {
    await salesRepository.setSaleStatus(tx, saleId, saleStatusFor(next.status));
  }
}
