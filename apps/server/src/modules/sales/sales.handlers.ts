import { fieldIssue } from '@das/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { Sale } from '@das/shared/schemas/sales';
import { profiles, sales } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope, resolveWriteDealership } from '../../lib/tenant-scope';
import * as repository from './sales.repository';
import type * as routes from './sales.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Who logs and changes sales: the floor and everyone above it (a viewer only reads). */
const SALE_WRITERS: readonly Role[] = [
  'salesperson',
  'sales_manager',
  'general_manager',
  'finance_manager',
  'finance_director',
  'dealership_admin',
  'single_dealer_admin',
  'admin',
  'master_admin',
];

function assertWriter(role: Role): void {
  if (!SALE_WRITERS.includes(role)) throw new AppError('FORBIDDEN');
}

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
  assertWriter(user.role);
  const input = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, user, input.dealership_id);
  const salespersonId = user.role === 'salesperson' ? user.id : (input.salesperson_id ?? null);
  if (salespersonId) {
    const [person] = await c.var.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.userId, salespersonId), eq(profiles.dealershipId, dealershipId)));
    if (!person) {
      throw validationError([fieldIssue('salesperson_id', 'not_staff')]);
    }
  }
  const id = await c.var.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sales)
      .values({
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
      })
      .returning({ id: sales.id });
    if (!row) throw new Error('sale was not created');
    await recordAudit(tx, c, {
      operation: 'sale.create',
      entityType: 'sale',
      entityId: row.id,
      dealershipId,
      after: input,
    });
    return row.id;
  });
  return c.json((await repository.findSale(c.var.db, { ids: [dealershipId] }, id)) as Sale, 201);
};

export const changeStatus: Handler<'changeSaleStatus'> = async (c) => {
  assertWriter(c.var.user.role);
  const before = await visibleSale(c, c.req.valid('param').id);
  const { status } = c.req.valid('json');
  await c.var.db.transaction(async (tx) => {
    await tx.update(sales).set({ status, updatedAt: new Date() }).where(eq(sales.id, before.id));
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
