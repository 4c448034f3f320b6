import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PRODUCTS } from '@das/shared/deals';
import { FINANCE_ROLES } from '@das/shared/roles';
import type { Deal } from '@das/shared/schemas/deals';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { saveIdempotentAnswer } from '../../lib/idempotency';
import { toCsv } from '../../lib/csv';
import { requestedDays, requestToday } from '../../lib/store-calendar';
import { resolveDealershipScope, resolveWriteDealership } from '../../lib/tenant-scope';
import { assertStockFree } from '../sales/duplicate-stock';
import { recordStoreEvent } from '../store-events/store-events.repository';
import * as salesRepository from '../sales/sales.repository';
import { checkDealRules, toDealRow } from './deal-input';
import {
  asFieldConflict,
  asInput,
  assertNotFuture,
  assertStaff,
  assertStoreSale,
  followSale,
  saleStatusFor,
} from './deal-writes';
import * as repository from './deals.repository';
import type * as routes from './deals.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type ListQuery =
  Parameters<Handler<'listDeals'>>[0] extends Context<AppEnv, string, infer I>
    ? I extends { out: { query: infer Q } }
      ? Q
      : never
    : never;

/** Salespeople see the deals they sold; everyone else sees their whole scope. */
function personalFilter(user: SessionUser): Pick<repository.DealFilters, 'salespersonId'> {
  return user.role === 'salesperson' ? { salespersonId: user.id } : {};
}

async function filtersFrom(c: Context<AppEnv>, query: Omit<ListQuery, 'page' | 'page_size'>) {
  const scope = await resolveDealershipScope(c.var.db, c.var.user, query.dealership_id);
  const range = await requestedDays(c, scope.ids[0] ?? 0, query);
  const filters: repository.DealFilters = {
    ...(range ? { range } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.deal_type ? { dealType: query.deal_type } : {}),
    ...(query.vehicle_type ? { vehicleType: query.vehicle_type } : {}),
    ...(query.fi_manager_id ? { fiManagerId: query.fi_manager_id } : {}),
    ...(query.salesperson_id ? { salespersonId: query.salesperson_id } : {}),
    ...(query.lender ? { lender: query.lender } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...personalFilter(c.var.user),
  };
  return { scope, filters };
}

/** A deal the caller may see (a salesperson only theirs), or 404: another store's is not found. */
export async function findVisibleDeal(c: Context<AppEnv>, id: string): Promise<Deal> {
  const scope = await resolveDealershipScope(c.var.db, c.var.user);
  const deal = await repository.findDeal(c.var.db, scope, id);
  const own = personalFilter(c.var.user).salespersonId;
  if (!deal || (own && deal.salesperson_id !== own && deal.second_salesperson_id !== own)) {
    throw new AppError('NOT_FOUND', 'Deal not found');
  }
  return deal;
}

export const list: Handler<'listDeals'> = async (c) => {
  const query = c.req.valid('query');
  const { scope, filters } = await filtersFrom(c, query);
  const result = await repository.listDeals(c.var.db, scope, filters, {
    sort: query.sort,
    order: query.order,
    page: query.page,
    pageSize: query.page_size,
  });
  const { transitAlertDays, ...page } = result;
  const transit =
    transitAlertDays === null
      ? null
      : { today: await requestToday(c, scope.ids[0]!), alert_days: transitAlertDays };
  return c.json({ ...page, transit, page: query.page, page_size: query.page_size }, 200);
};

const EXPORT_LIMIT = 20_000;
const PRODUCT_HEADERS = [
  'VSC',
  'GAP',
  'PPM',
  'Tire & Wheel',
  'Appearance',
  'Theft',
  'Key Replacement',
  'Windshield',
  'Other',
];

export const exportCsv: Handler<'exportDeals'> = async (c) => {
  const query = c.req.valid('query');
  const { scope, filters } = await filtersFrom(c, query);
  const { deals: rows } = await repository.listDeals(c.var.db, scope, filters, {
    sort: query.sort,
    order: query.order,
    page: 1,
    pageSize: EXPORT_LIMIT,
  });
  const csv = toCsv(
    [
      'Deal #',
      'Date',
      'Customer',
      'Stock #',
      'VIN (last 8)',
      'N/U/CPO',
      'Deal type',
      'Lender',
      'Salesperson',
      'F&I manager',
      'Front gross',
      ...PRODUCT_HEADERS,
      'Reserve',
      'Back gross',
      'Total gross',
      'Products',
      'Status',
      'Funded date',
      'Chargebacks',
      'Charged back',
    ],
    rows.map((deal) => [
      deal.deal_number,
      deal.deal_date,
      deal.customer_last_name,
      deal.stock_number,
      deal.vin_last8,
      deal.vehicle_type,
      deal.deal_type,
      deal.lender,
      [deal.salesperson_name, deal.second_salesperson_name].filter(Boolean).join(' / '),
      deal.fi_manager_name,
      deal.front_end_gross.toFixed(2),
      ...PRODUCTS.map((product) => deal.products[product].toFixed(2)),
      deal.reserve.toFixed(2),
      deal.back_end_gross.toFixed(2),
      deal.total_gross.toFixed(2),
      deal.products_sold,
      deal.status,
      deal.funded_date,
      deal.chargeback_count,
      deal.chargeback_amount.toFixed(2),
    ]),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="deals-${c.var.clock.now().toISOString().slice(0, 10)}.csv"`,
  });
};

export const get: Handler<'getDeal'> = async (c) =>
  c.json(await findVisibleDeal(c, c.req.valid('param').id), 200);

export const create: Handler<'createDeal'> = async (c) => {
  const user = c.var.user;
  const { dealership_id: requested, deal_number, deal_date, ...input } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, user, requested);
  const deal = {
    ...input,
    fi_manager_id:
      input.fi_manager_id === undefined && FINANCE_ROLES.includes(user.role)
        ? user.id
        : input.fi_manager_id,
  };
  const today = await requestToday(c, dealershipId);
  checkDealRules({ ...deal, deal_date: deal_date ?? today });
  assertNotFuture({ deal_date, funded_date: deal.funded_date }, today);
  await assertStaff(c, dealershipId, deal);
  if (deal.sale_id) await assertStoreSale(c, dealershipId, deal.sale_id);
  await assertStockFree(c.var.db, {
    dealershipId,
    stockNumber: deal.stock_number,
    allowDuplicate: deal.allow_duplicate_stock,
    exceptSaleId: deal.sale_id,
  });
  try {
    const created = await c.var.db.transaction(async (tx) => {
      const dealId = await repository.insertDeal(tx, {
        ...toDealRow(deal, today),
        dealershipId,
        dealNumber: deal_number || (await repository.nextDealNumber(tx, dealershipId)),
        dealDate: deal_date ?? today,
        createdBy: user.id,
      });
      if (deal.sale_id) {
        await salesRepository.setSaleStatus(tx, deal.sale_id, saleStatusFor(deal.status));
      }
      const created = (await repository.findDeal(tx, { ids: [dealershipId] }, dealId)) as Deal;
      await recordAudit(tx, c, {
        operation: 'deal.create',
        entityType: 'deal',
        entityId: dealId,
        dealershipId,
        after: created,
      });
      await saveIdempotentAnswer(tx, c, 201, created);
      await recordStoreEvent(tx, {
        dealershipId,
        kind: 'deal',
        entityId: dealId,
        change: 'created',
      });
      return created;
    });
    await c.var.storeEvents.announce(dealershipId);
    return c.json(created, 201);
  } catch (error) {
    throw asFieldConflict(error);
  }
};

async function saveChange(
  c: Context<AppEnv>,
  before: Deal,
  next: ReturnType<typeof asInput>,
  operation: 'deal.update' | 'deal.status',
): Promise<Deal> {
  checkDealRules(next);
  const today = await requestToday(c, before.dealership_id);
  assertNotFuture(
    {
      deal_date: next.deal_date !== before.deal_date ? next.deal_date : undefined,
      funded_date: next.funded_date !== before.funded_date ? next.funded_date : undefined,
    },
    today,
  );
  await assertStaff(c, before.dealership_id, next);
  if (next.sale_id && next.sale_id !== before.sale_id) {
    await assertStoreSale(c, before.dealership_id, next.sale_id);
  }
  const stock = next.stock_number.trim().toUpperCase();
  if (stock !== before.stock_number.trim().toUpperCase()) {
    await assertStockFree(c.var.db, {
      dealershipId: before.dealership_id,
      stockNumber: next.stock_number,
      allowDuplicate: next.allow_duplicate_stock,
      exceptSaleId: next.sale_id,
      exceptDealId: before.id,
    });
  }
  const scope = { ids: [before.dealership_id] };
  const row = { ...toDealRow(next, today), dealDate: next.deal_date };
  // A deal funded earlier keeps its funded date when other fields change.
  if (next.status === 'Funded' && before.status === 'Funded' && !next.funded_date)
    row.fundedDate = before.funded_date;
  try {
    await c.var.db.transaction(async (tx) => {
      await repository.updateDeal(tx, before.id, row);
      await followSale(tx, before, next);
      const after = await repository.findDeal(tx, scope, before.id);
      await recordAudit(tx, c, {
        operation,
        entityType: 'deal',
        entityId: before.id,
        dealershipId: before.dealership_id,
        before,
        after,
      });
      await recordStoreEvent(tx, {
        dealershipId: before.dealership_id,
        kind: 'deal',
        entityId: before.id,
        change: operation === 'deal.status' ? 'status' : 'updated',
      });
    });
  } catch (error) {
    throw asFieldConflict(error);
  }
  await c.var.storeEvents.announce(before.dealership_id);
  return (await repository.findDeal(c.var.db, scope, before.id)) as Deal;
}

export const update: Handler<'updateDeal'> = async (c) => {
  const before = await findVisibleDeal(c, c.req.valid('param').id);
  const patch = c.req.valid('json');
  const next = {
    ...asInput(before),
    ...patch,
    products: { ...before.products, ...patch.products },
  };
  return c.json(await saveChange(c, before, next, 'deal.update'), 200);
};

export const changeStatus: Handler<'changeDealStatus'> = async (c) => {
  const before = await findVisibleDeal(c, c.req.valid('param').id);
  const { status, funded_date } = c.req.valid('json');
  const next = {
    ...asInput(before),
    status,
    funded_date: status === 'Funded' ? (funded_date ?? null) : null,
  };
  return c.json(await saveChange(c, before, next, 'deal.status'), 200);
};

export const remove: Handler<'deleteDeal'> = async (c) => {
  const before = await findVisibleDeal(c, c.req.valid('param').id);
  await c.var.db.transaction(async (tx) => {
    await repository.deleteDeal(tx, before.id);
    await recordAudit(tx, c, {
      operation: 'deal.delete',
      entityType: 'deal',
      entityId: before.id,
      dealershipId: before.dealership_id,
      before,
    });
    await recordStoreEvent(tx, {
      dealershipId: before.dealership_id,
      kind: 'deal',
      entityId: before.id,
      change: 'deleted',
    });
  });
  await c.var.storeEvents.announce(before.dealership_id);
  return c.body(null, 204);
};
