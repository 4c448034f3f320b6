import { and, desc, eq, gte, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Sale } from '@das/shared/schemas/sales';
import type { Database } from '../../db/client';
import { deals, profiles, sales } from '../../db/schema';
import type { DealershipScope } from '../../lib/tenant-scope';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export interface SaleFilters {
  range?: { start: string; end: string };
  status?: Sale['status'];
  salespersonId?: string;
  waitingForFi?: boolean;
}

const selection = {
  sale: sales,
  dealId: deals.id,
  salespersonName: sql<
    string | null
  >`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
};

function toSale(row: {
  sale: typeof sales.$inferSelect;
  dealId: string | null;
  salespersonName: string | null;
}): Sale {
  const s = row.sale;
  return {
    id: s.id,
    dealership_id: s.dealershipId,
    amount: Number(s.amount),
    sale_date: s.saleDate,
    customer_name: s.customerName,
    vehicle_model: s.vehicleModel,
    vehicle_type: s.vehicleType,
    stock_number: s.stockNumber,
    status: s.status,
    salesperson_id: s.salespersonId,
    salesperson_name: row.salespersonName,
    deal_id: row.dealId,
    created_by: s.createdBy,
    created_at: s.createdAt.toISOString(),
  };
}

function conditions(scope: DealershipScope, filters: SaleFilters): SQL | undefined {
  return and(
    inArray(sales.dealershipId, scope.ids),
    filters.range
      ? and(gte(sales.saleDate, filters.range.start), lt(sales.saleDate, filters.range.end))
      : undefined,
    filters.status ? eq(sales.status, filters.status) : undefined,
    filters.salespersonId ? eq(sales.salespersonId, filters.salespersonId) : undefined,
    // The F&I queue: sold and not cancelled, with no deal yet.
    filters.waitingForFi
      ? and(isNull(deals.id), or(eq(sales.status, 'pending'), eq(sales.status, 'completed')))
      : undefined,
  );
}

export async function listSales(
  db: Executor,
  scope: DealershipScope,
  filters: SaleFilters,
  limit: number,
) {
  const where = conditions(scope, filters);
  const rows = await db
    .select(selection)
    .from(sales)
    .leftJoin(deals, eq(deals.saleId, sales.id))
    .leftJoin(profiles, eq(profiles.userId, sales.salespersonId))
    .where(where)
    .orderBy(desc(sales.saleDate), desc(sales.createdAt))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .leftJoin(deals, eq(deals.saleId, sales.id))
    .where(where);
  return { sales: rows.map(toSale), total: count?.n ?? 0 };
}

export async function findSale(
  db: Executor,
  scope: DealershipScope,
  id: string,
): Promise<Sale | undefined> {
  const [row] = await db
    .select(selection)
    .from(sales)
    .leftJoin(deals, eq(deals.saleId, sales.id))
    .leftJoin(profiles, eq(profiles.userId, sales.salespersonId))
    .where(and(eq(sales.id, id), inArray(sales.dealershipId, scope.ids)));
  return row ? toSale(row) : undefined;
}

export async function insertSale(tx: Executor, row: typeof sales.$inferInsert): Promise<string> {
  const [created] = await tx.insert(sales).values(row).returning({ id: sales.id });
  if (!created) throw new Error('sale was not created');
  return created.id;
}

/** The one way a sale's status changes, from its own routes or from the deal that closes it. */
export async function setSaleStatus(
  tx: Executor,
  id: string,
  status: Sale['status'],
): Promise<void> {
  await tx.update(sales).set({ status, updatedAt: new Date() }).where(eq(sales.id, id));
}

/** Each salesperson's latest sale day at a store, counting sales not cancelled. */
export async function lastSaleDates(
  db: Executor,
  dealershipId: number,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: sales.salespersonId, last: max(sales.saleDate) })
    .from(sales)
    .where(
      and(eq(sales.dealershipId, dealershipId), inArray(sales.status, ['pending', 'completed'])),
    )
    .groupBy(sales.salespersonId);
  return new Map(
    rows
      .filter((row) => row.userId && row.last)
      .map((row) => [row.userId as string, row.last as string]),
  );
}
