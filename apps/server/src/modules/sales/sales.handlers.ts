import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import type { Sale } from '@das/shared/schemas/sales';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope, resolveWriteDealership } from '../../lib/tenant-scope';
import { staffOf } from '../dealerships/staff.repository';
import * as repository from './sales.repository';
import type * as routes from './sales.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

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

export const list: Handler<'listSales'> = async (c) => {
  const query = c.req.valid('query');
  // SPEC.md §5's filter id: digits name a dealership, a uuid a salesperson.
  const byDealership =
    query.id && /^[0-9]+$/.test(query.id) ? Number(query.id) : query.dealership_id;
  const bySalesperson = query.id && !/^[0-9]+$/.test(query.id) ? query.id : undefined;
  const scope = await resolveDealershipScope(c.var.db, c.var.user, byDealership);
  const range = query.period
    ? resolvePeriod(
        query.period as PeriodSpec,
        await storeToday(c.var.db, c.var.clock, scope.ids[0] ?? 0),
      )
    : undefined;
  const result = await repository.listSales(
    c.var.db,
    scope,
    {
      ...(range ? { range } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...((personal(c) ?? bySalesperson) ? { salespersonId: personal(c) ?? bySalesperson } : {}),
      waitingForFi: query.waiting_for_fi === 'true',
    },
    query.page_size,
  );
  return c.json(result, 200);
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
  const id = await c.var.db.transaction(async (tx) => {
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
      after: input,
    });
    return saleId;
  });
  return c.json((await repository.findSale(c.var.db, { ids: [dealershipId] }, id)) as Sale, 201);
};

export const changeStatus: Handler<'changeSaleStatus'> = async (c) => {
  const before = await visibleSale(c, c.req.valid('param').id);
  const { status } = c.req.valid('json');
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
  });
  return c.json(
    (await repository.findSale(c.var.db, { ids: [before.dealership_id] }, before.id)) as Sale,
    200,
  );
};
