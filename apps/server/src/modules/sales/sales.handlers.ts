import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { mayCorrectSale } from '@das/shared/policies';
import type { listSalesQuerySchema, Sale } from '@das/shared/schemas/sales';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { saveIdempotentAnswer } from '../../lib/idempotency';
import { toCsv } from '../../lib/csv';
import { futureDayIssues, requestedDays, requestToday } from '../../lib/store-calendar';
import { resolveDealershipScope, resolveWriteDealership } from '../../lib/tenant-scope';
import { staffOf } from '../dealerships/staff.repository';
import { recordStoreEvent } from '../store-events/store-events.repository';
import { assertStockFree } from './duplicate-stock';
import * as repository from './sales.repository';
import type * as routes from './sales.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type ListQuery = Omit<z.output<typeof listSalesQuerySchema>, 'page' | 'page_size'>;

/** A salesperson sees the sales they made; everyone else the store's. */
function personal(c: Context<AppEnv>): string | undefined {
  return c.var.user.role === 'salesperson' ? c.var.user.id : undefined;
}

async function visibleSale(c: Context<AppEnv>, id: string): Promise<Sale> {
  const scope = await resolveDealershipScope(c.var.db, c.var.user);
  const sale = await repository.findSale(c.var.db, scope, id);
  const own = personal(c);
  if (!sale || (own && sale.salesperson_id !== own))
    throw new AppError('NOT_FOUND', 'Sale not found');
  return sale;
}

async function filtersFrom(c: Context<AppEnv>, query: ListQuery) {
  // SPEC.md §5's filter id: digits name a dealership, a uuid a salesperson.
  const byDealership =
    query.id && /^[0-9]+$/.test(query.id) ? Number(query.id) : query.dealership_id;
  const bySalesperson = query.id && !/^[0-9]+$/.test(query.id) ? query.id : query.salesperson_id;
  const scope = await resolveDealershipScope(c.var.db, c.var.user, byDealership);
  const range = await requestedDays(c, scope.ids[0] ?? 0, query);
  const salespersonId = personal(c) ?? bySalesperson;
  const filters: repository.SaleFilters = {
    ...(range ? { range } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(salespersonId ? { salespersonId } : {}),
    ...(query.vehicle_type ? { vehicleType: query.vehicle_type } : {}),
    ...(query.q ? { q: query.q } : {}),
    waitingForFi: query.waiting_for_fi === 'true',
  };
  return { scope, filters };
}

export const list: Handler<'listSales'> = async (c) => {
  const query = c.req.valid('query');
  const { scope, filters } = await filtersFrom(c, query);
  const result = await repository.listSales(c.var.db, scope, filters, {
    sort: query.sort,
    order: query.order,
    page: query.page,
    pageSize: query.page_size,
  });
  return c.json({ ...result, page: query.page, page_size: query.page_size }, 200);
};

const EXPORT_LIMIT = 20_000;

export const exportCsv: Handler<'exportSales'> = async (c) => {
  const query = c.req.valid('query');
  const { scope, filters } = await filtersFrom(c, query);
  const { sales: rows } = await repository.listSales(c.var.db, scope, filters, {
    sort: query.sort,
    order: query.order,
    page: 1,
    pageSize: EXPORT_LIMIT,
  });
  const csv = toCsv(
    [
      'Date',
      'Customer',
      'Vehicle',
      'N/U/CPO',
      'Stock #',
      'Salesperson',
      'Amount',
      'Status',
      'Deal opened',
    ],
    rows.map((sale) => [
      sale.sale_date,
      sale.customer_name,
      sale.vehicle_model,
      sale.vehicle_type,
      sale.stock_number,
      sale.salesperson_name,
      sale.amount.toFixed(2),
      sale.status,
      sale.deal_id ? 'Yes' : 'No',
    ]),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="sales-${c.var.clock.now().toISOString().slice(0, 10)}.csv"`,
  });
};

export const get: Handler<'getSale'> = async (c) =>
  c.json(await visibleSale(c, c.req.valid('param').id), 200);

export const create: Handler<'createSale'> = async (c) => {
  const user = c.var.user;
  const input = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, user, input.dealership_id);
  const salespersonId = user.role === 'salesperson' ? user.id : (input.salesperson_id ?? null);
  if (
    salespersonId &&
    !(await staffOf(c.var.db, dealershipId, [salespersonId])).has(salespersonId)
  ) {
    throw validationError([fieldIssue('salesperson_id', 'not_staff')]);
  }
  const today = await requestToday(c, dealershipId);
  const future = futureDayIssues({ sale_date: input.sale_date }, today);
  if (future.length > 0) throw validationError(future);
  await assertStockFree(c.var.db, {
    dealershipId,
    stockNumber: input.stock_number,
    allowDuplicate: input.allow_duplicate_stock,
  });
  const created = await c.var.db.transaction(async (tx) => {
    const saleId = await repository.insertSale(tx, {
      dealershipId,
      amount: input.amount.toFixed(2),
      saleDate: input.sale_date,
      customerName: input.customer_name || null,
      vehicleModel: input.vehicle_model || null,
      vehicleType: input.vehicle_type ?? null,
      stockNumber: input.stock_number || null,
      status: input.status ?? 'pending',
      salespersonId,
      createdBy: user.id,
    });
    await recordAudit(tx, c, {
      operation: 'sale.create',
      entityType: 'sale',
      entityId: saleId,
      dealershipId,
      after: { ...input, salesperson_id: salespersonId },
    });
    const created = (await repository.findSale(tx, { ids: [dealershipId] }, saleId)) as Sale;
    await saveIdempotentAnswer(tx, c, 201, created);
    await recordStoreEvent(tx, { dealershipId, kind: 'sale', entityId: saleId, change: 'created' });
    return created;
  });
  await c.var.storeEvents.announce(dealershipId);
  return c.json(created, 201);
};

/**
 * The record-level gate of a correction or a cancellation (ADR 008): a sale
 * out of sight is 404 (a salesperson sees only their own), one no longer
 * pending is 409, and one the policy keeps from this caller is 403.
 */
async function correctableSale(c: Context<AppEnv>, id: string): Promise<Sale> {
  const sale = await visibleSale(c, id);
  if (sale.status !== 'pending') {
    throw new AppError('CONFLICT', 'Only a pending sale can be changed', [
      fieldIssue('status', 'not_pending', { status: sale.status }),
    ]);
  }
  const ref = {
    dealershipId: sale.dealership_id,
    salespersonId: sale.salesperson_id,
    status: sale.status,
  };
  if (!mayCorrectSale(c.var.user, ref)) throw new AppError('FORBIDDEN');
  return sale;
}

const reload = async (c: Context<AppEnv>, sale: Sale) =>
  (await repository.findSale(c.var.db, { ids: [sale.dealership_id] }, sale.id)) as Sale;

export const update: Handler<'updateSale'> = async (c) => {
  const before = await correctableSale(c, c.req.valid('param').id);
  const { allow_duplicate_stock, ...change } = c.req.valid('json');
  const today = await requestToday(c, before.dealership_id);
  const future = futureDayIssues({ sale_date: change.sale_date }, today);
  if (future.length > 0) throw validationError(future);
  if (change.stock_number !== undefined && change.stock_number !== before.stock_number) {
    await assertStockFree(c.var.db, {
      dealershipId: before.dealership_id,
      stockNumber: change.stock_number,
      allowDuplicate: allow_duplicate_stock,
      exceptSaleId: before.id,
    });
  }
  const empty = (text: string | null | undefined) =>
    text === undefined ? undefined : text || null;
  const row = Object.fromEntries(
    Object.entries({
      amount: change.amount?.toFixed(2),
      saleDate: change.sale_date,
      customerName: empty(change.customer_name),
      vehicleModel: empty(change.vehicle_model),
      vehicleType: change.vehicle_type,
      stockNumber: empty(change.stock_number),
    }).filter(([, value]) => value !== undefined),
  );
  await c.var.db.transaction(async (tx) => {
    await repository.updateSale(tx, before.id, row);
    await recordAudit(tx, c, {
      operation: 'sale.update',
      entityType: 'sale',
      entityId: before.id,
      dealershipId: before.dealership_id,
      before,
      after: await repository.findSale(tx, { ids: [before.dealership_id] }, before.id),
    });
    await recordStoreEvent(tx, {
      dealershipId: before.dealership_id,
      kind: 'sale',
      entityId: before.id,
      change: 'updated',
    });
  });
  await c.var.storeEvents.announce(before.dealership_id);
  return c.json(await reload(c, before), 200);
};

export const changeStatus: Handler<'changeSaleStatus'> = async (c) => {
  const { id } = c.req.valid('param');
  const { status } = c.req.valid('json');
  // Cancelling is a correction: only a pending sale, by its salesperson or the store's managers.
  const before = status === 'cancelled' ? await correctableSale(c, id) : await visibleSale(c, id);
  await c.var.db.transaction(async (tx) => {
    await repository.setSaleStatus(tx, before.id, status);
    await recordAudit(tx, c, {
      operation: 'sale.status',
      entityType: 'sale',
      entityId: before.id,
      dealershipId: before.dealership_id,
      before: { status: before.status },
      after: { status },
    });
    await recordStoreEvent(tx, {
      dealershipId: before.dealership_id,
      kind: 'sale',
      entityId: before.id,
      change: 'status',
    });
  });
  await c.var.storeEvents.announce(before.dealership_id);
  return c.json(await reload(c, before), 200);
};
