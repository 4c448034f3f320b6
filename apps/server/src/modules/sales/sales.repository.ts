import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VehicleType } from '@das/shared/deals';
import type { Sale, SALE_SORT_FIELDS } from '@das/shared/schemas/sales';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { deals, profiles, sales } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import type { DealershipScope } from '../../lib/tenant-scope';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export interface SaleFilters {
  range?: { start: string; end: string };
  status?: Sale['status'];
  salespersonId?: string;
  vehicleType?: VehicleType;
  q?: string;
  waitingForFi?: boolean;
}

export interface SalePage {
  sort: (typeof SALE_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
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
  const like = filters.q ? containing(filters.q) : undefined;
  return and(
    inArray(sales.dealershipId, scope.ids),
    filters.range
      ? and(gte(sales.saleDate, filters.range.start), lt(sales.saleDate, filters.range.end))
      : undefined,
    filters.status ? eq(sales.status, filters.status) : undefined,
    filters.salespersonId ? eq(sales.salespersonId, filters.salespersonId) : undefined,
    filters.vehicleType ? eq(sales.vehicleType, filters.vehicleType) : undefined,
    like
      ? or(
          ilike(sales.customerName, like),
          ilike(sales.vehicleModel, like),
          ilike(sales.stockNumber, like),
          ilike(selection.salespersonName, like),
        )
      : undefined,
    // The F&I queue: sold and not cancelled, with no deal yet (has_deal: a partial index).
    filters.waitingForFi
      ? and(
          sql`not ${sales.hasDeal}`,
          or(eq(sales.status, 'pending'), eq(sales.status, 'completed')),
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  sale_date: sales.saleDate,
  amount: sales.amount,
  customer_name: sales.customerName,
  stock_number: sales.stockNumber,
  status: sales.status,
  created_at: sales.createdAt,
} as const;

/** One page of the sales matching `where`, in the page's order. */
function salesPage(db: Executor, where: SQL | undefined, page: SalePage) {
  const direction = page.order === 'asc' ? asc : desc;
  return db
    .select(selection)
    .from(sales)
    .leftJoin(deals, eq(deals.saleId, sales.id))
    .leftJoin(profiles, eq(profiles.userId, sales.salespersonId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[page.sort]), direction(sales.createdAt), asc(sales.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/**
 * The newest `count` sales, as the dashboards and the showroom board show them:
 * without the totals of every match, which a store's years of sales would cost.
 */
export async function newestSales(
  db: Executor,
  scope: DealershipScope,
  filters: SaleFilters,
  count: number,
) {
  const page = { sort: 'sale_date', order: 'desc', page: 1, pageSize: count } as const;
  return (await salesPage(db, conditions(scope, filters), page)).map(toSale);
}

/** A page of the sales log, with the count and amount of every sale matching. */
export async function listSales(
  db: Executor,
  scope: DealershipScope,
  filters: SaleFilters,
  page: SalePage,
) {
  const where = conditions(scope, filters);
  const rows = await salesPage(db, where, page);
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${sales.amount}) filter (where ${sales.status} <> 'cancelled'), 0)`,
    })
    .from(sales)
    .leftJoin(deals, eq(deals.saleId, sales.id))
    .leftJoin(profiles, eq(profiles.userId, sales.salespersonId))
    .where(where);
  return {
    sales: rows.map(toSale),
    total: totals?.n ?? 0,
    totals: { amount: Number(totals?.amount ?? 0) },
  };
}

/**
 * Open sales of a store carrying a stock number (case and spaces aside). A
 * sale is open while pending: a completed sale has been handed to F&I and
 * lives on in its deal (which the deals repository checks), a cancelled one
 * never left the lot.
 */
export async function openSalesWithStock(
  db: Executor,
  dealershipId: number,
  stockNumber: string,
  exceptSaleId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        eq(sales.dealershipId, dealershipId),
        eq(sales.status, 'pending'),
        sql`upper(trim(${sales.stockNumber})) = upper(trim(${stockNumber}))`,
        exceptSaleId ? ne(sales.id, exceptSaleId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** A correction of a sale's own fields; its status moves through `setSaleStatus`. */
export async function updateSale(
  tx: Executor,
  id: string,
  row: Partial<
    Pick<
      typeof sales.$inferInsert,
      'amount' | 'saleDate' | 'customerName' | 'vehicleModel' | 'vehicleType' | 'stockNumber'
    >
  >,
): Promise<void> {
  await tx
    .update(sales)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(sales.id, id));
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
  db: Pick<Database, '_'>,
  dealershipId: number,
): Promise<Map<string, string>> {
  // Per person of the store, the newest of their sales read backwards from the
  // (salesperson, day) index: a few rows each, not every sale the store ever made.
  // Read on every sales-manager dashboard: prepared (ADR 017).
  const rows = await executePrepared<{ user_id: string; sale_date: string }>(
    db,
    sql`
    select ${profiles.userId} as user_id, last.sale_date
    from ${profiles}
    cross join lateral (
      select ${sales.saleDate} as sale_date from ${sales}
      where ${sales.salespersonId} = ${profiles.userId}
        and ${sales.dealershipId} = ${dealershipId}
        and ${sales.status} in ('pending', 'completed')
      order by ${sales.saleDate} desc
      limit 1
    ) last
    where ${profiles.dealershipId} = ${dealershipId}`,
  );
  return new Map(rows.map((row) => [row.user_id, row.sale_date]));
}
