import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PRODUCTS, type Product } from '@das/shared/deals';
import type { MetricDeal } from '@das/shared/deal-metrics';
import { roundMoney } from '@das/shared/money';
import type { Deal } from '@das/shared/schemas/deals';
import { LOCK_SPACE, lockUntilCommit } from '../../db/advisory-lock';
import { statementName } from '../../db/prepared';
import type { Database } from '../../db/client';
import { dealerships, deals, profiles } from '../../db/schema';
import type { DealershipScope } from '../../lib/tenant-scope';
import { chargebackAmountOf, chargebackCountOf } from '../chargebacks/chargebacks.repository';
import {
  creditFor,
  filterConditions,
  LIVE,
  summariesAnswer,
  summaryRows,
  type DealFilters,
} from './deal-sql';

export type { DealFilters } from './deal-sql';

/**
 * SQL for deals, tenant first (ARCHITECTURE.md convention 3): every function
 * takes the caller's scope, so another store's deal is simply not found.
 */
type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'with' | '$with'
>;

/** Product keys of the API and the profit columns that hold them. */
export const PRODUCT_COLUMNS = {
  vsc: deals.vscProfit,
  gap: deals.gapProfit,
  ppm: deals.ppmProfit,
  tire_wheel: deals.tireWheelProfit,
  appearance: deals.appearanceProfit,
  theft: deals.theftProfit,
  key_replacement: deals.keyReplacementProfit,
  windshield: deals.windshieldProfit,
  other: deals.otherProfit,
} as const satisfies Record<Product, unknown>;

export const PRODUCT_PROPERTIES = {
  vsc: 'vscProfit',
  gap: 'gapProfit',
  ppm: 'ppmProfit',
  tire_wheel: 'tireWheelProfit',
  appearance: 'appearanceProfit',
  theft: 'theftProfit',
  key_replacement: 'keyReplacementProfit',
  windshield: 'windshieldProfit',
  other: 'otherProfit',
} as const satisfies Record<Product, keyof typeof deals.$inferInsert>;

const salesperson = aliasedTable(profiles, 'salesperson');
const secondSalesperson = aliasedTable(profiles, 'second_salesperson');
const fiManager = aliasedTable(profiles, 'fi_manager');
const creator = aliasedTable(profiles, 'creator');
const fullName = (person: typeof profiles) =>
  sql<
    string | null
  >`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`;

const selection = {
  deal: deals,
  salespersonName: fullName(salesperson),
  secondSalespersonName: fullName(secondSalesperson),
  fiManagerName: fullName(fiManager),
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  // Subselects on the chargebacks' deal index: still one statement per page (ADR 017, 031).
  chargebackCount: chargebackCountOf(deals.id),
  chargebackAmount: chargebackAmountOf(deals.id),
};

function baseQuery(db: Executor) {
  return db
    .select(selection)
    .from(deals)
    .leftJoin(salesperson, eq(salesperson.userId, deals.salespersonId))
    .leftJoin(secondSalesperson, eq(secondSalesperson.userId, deals.secondSalespersonId))
    .leftJoin(fiManager, eq(fiManager.userId, deals.fiManagerId))
    .leftJoin(creator, eq(creator.userId, deals.createdBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const toMoney = (value: string) => Number(value);

export function toDeal(row: Row): Deal {
  const d = row.deal;
  return {
    id: d.id,
    dealership_id: d.dealershipId,
    sale_id: d.saleId,
    deal_number: d.dealNumber,
    deal_date: d.dealDate,
    stock_number: d.stockNumber,
    vin_last8: d.vinLast8,
    customer_last_name: d.customerLastName,
    deal_type: d.dealType,
    vehicle_type: d.vehicleType,
    manufacturer: d.manufacturer,
    lender: d.lender,
    salesperson_id: d.salespersonId,
    salesperson_name: row.salespersonName,
    second_salesperson_id: d.secondSalespersonId,
    second_salesperson_name: row.secondSalespersonName,
    sales_manager_id: d.salesManagerId,
    fi_manager_id: d.fiManagerId,
    fi_manager_name: row.fiManagerName,
    front_end_gross: toMoney(d.frontEndGross),
    reserve: toMoney(d.reserve),
    products: Object.fromEntries(
      PRODUCTS.map((product) => [product, toMoney(d[PRODUCT_PROPERTIES[product]])]),
    ) as Record<Product, number>,
    back_end_gross: toMoney(d.backEndGross),
    total_gross: toMoney(d.totalGross),
    products_sold: d.productsSold,
    status: d.status,
    funded_date: d.fundedDate,
    notes: d.notes,
    chargeback_count: Number(row.chargebackCount ?? 0),
    chargeback_amount: Number(row.chargebackAmount ?? 0),
    created_by: d.createdBy,
    first_name: row.creatorFirstName,
    last_name: row.creatorLastName,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  deal_date: deals.dealDate,
  deal_number: deals.dealNumber,
  customer_last_name: deals.customerLastName,
  stock_number: deals.stockNumber,
  vin_last8: deals.vinLast8,
  vehicle_type: deals.vehicleType,
  deal_type: deals.dealType,
  lender: deals.lender,
  front_end_gross: deals.frontEndGross,
  reserve: deals.reserve,
  back_end_gross: deals.backEndGross,
  total_gross: deals.totalGross,
  products_sold: deals.productsSold,
  status: deals.status,
  created_at: deals.createdAt,
} as const;

/**
 * A page of the deal log and the totals of every deal its filters match, in one
 * round trip: the totals are a CTE over the filtered deals (no joins), the page
 * picks its ids by the sort alone and joins names onto those rows only. A page
 * past the end still answers the totals (one row without a deal).
 */
/** The deal log's totals summed over the matching deals, credited as `credit` says. */
function totalsOfDeals(db: Executor, where: SQL | undefined, credit: ReturnType<typeof creditFor>) {
  return db
    .select({
      count: sql<number>`count(*)::int`.as('count'),
      units: sql<string>`coalesce(sum(${credit.units}) filter (where ${LIVE}), 0)`.as('units'),
      front:
        sql<string>`coalesce(sum(${credit.amount(deals.frontEndGross)}) filter (where ${LIVE}), 0)`.as(
          'front',
        ),
      back: sql<string>`coalesce(sum(${credit.amount(deals.backEndGross)}) filter (where ${LIVE}), 0)`.as(
        'back',
      ),
    })
    .from(deals)
    .where(where);
}

export async function listDeals(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
  paging: {
    sort: keyof typeof SORT_COLUMNS;
    order: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
) {
  const where = filterConditions(scope, filters);
  const only = scope.ids.length === 1 ? scope.ids[0] : undefined;
  const direction = paging.order === 'asc' ? asc : desc;
  // The id breaks ties, so pages never repeat or skip a deal.
  const order = [direction(SORT_COLUMNS[paging.sort]), direction(deals.createdAt), asc(deals.id)];
  // The totals of every matching deal, from the daily summaries when they hold them (ADR 017).
  const totals = db.$with('totals').as(
    summariesAnswer(filters)
      ? db
          .select({
            count: sql<number>`coalesce(sum(u.deals), 0)::int`.as('count'),
            units: sql<string>`coalesce(sum(u.units), 0)`.as('units'),
            front: sql<string>`coalesce(sum(u.front_gross), 0)`.as('front'),
            back: sql<string>`coalesce(sum(u.back_gross), 0)`.as('back'),
          })
          .from(summaryRows(scope, filters))
      : totalsOfDeals(db, where, creditFor(filters.salespersonId)),
  );
  const pageIds = db
    .select({ id: deals.id })
    .from(deals)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const query = db
    .with(totals)
    .select({
      ...selection,
      totals: { count: totals.count, units: totals.units, front: totals.front, back: totals.back },
      // The days after which the deal log marks a pending deal (ADR 029): a store's own
      // setting, so only for a log of one store.
      transitAlertDays: only
        ? sql<number>`(select ${dealerships.transitAlertDays} from ${dealerships} where ${dealerships.id} = ${only})`
        : sql<null>`null`,
    })
    .from(totals)
    .leftJoin(deals, inArray(deals.id, pageIds))
    .leftJoin(salesperson, eq(salesperson.userId, deals.salespersonId))
    .leftJoin(secondSalesperson, eq(secondSalesperson.userId, deals.secondSalespersonId))
    .leftJoin(fiManager, eq(fiManager.userId, deals.fiManagerId))
    .leftJoin(creator, eq(creator.userId, deals.createdBy))
    .orderBy(...order);
  // The deal log's hot read: prepared, so each shape of filters is planned once (ADR 017).
  const rows = await query.prepare(statementName(query.toSQL().sql)).execute();
  const sums = rows[0]?.totals;
  return {
    deals: rows.flatMap((row) => (row.deal ? [toDeal({ ...row, deal: row.deal })] : [])),
    total: sums?.count ?? 0,
    transitAlertDays: rows[0]?.transitAlertDays ?? null,
    totals: {
      units: Number(sums?.units ?? 0),
      front_end_gross: Number(sums?.front ?? 0),
      back_end_gross: Number(sums?.back ?? 0),
      total_gross: roundMoney(Number(sums?.front ?? 0) + Number(sums?.back ?? 0)),
    },
  };
}

/**
 * A store's newest `count` deals as logged, as the showroom board shows them:
 * read in the order of `deals_store_newest_idx`, without the log's totals.
 */
export async function newestDeals(
  db: Executor,
  scope: DealershipScope,
  count: number,
): Promise<Deal[]> {
  const rows = await baseQuery(db)
    .where(inArray(deals.dealershipId, scope.ids))
    .orderBy(desc(deals.createdAt), asc(deals.id))
    .limit(count);
  return rows.map(toDeal);
}

export async function findDeal(
  db: Executor,
  scope: DealershipScope,
  id: string,
): Promise<Deal | undefined> {
  const [row] = await baseQuery(db).where(
    and(eq(deals.id, id), inArray(deals.dealershipId, scope.ids)),
  );
  return row ? toDeal(row) : undefined;
}

/**
 * The next free deal number of a store: one past its highest numeric deal number.
 * Call it in the transaction that inserts the deal: the store's lock is held until
 * that commits, so parallel creations take turns instead of picking the same number.
 */
export async function nextDealNumber(tx: Executor, dealershipId: number): Promise<string> {
  await lockUntilCommit(tx, LOCK_SPACE.dealNumbers, dealershipId);
  const [row] = await tx
    .select({
      next: sql<string>`(coalesce(max(${deals.dealNumber}::bigint), 1000) + 1)::text`,
    })
    .from(deals)
    .where(and(eq(deals.dealershipId, dealershipId), sql`${deals.dealNumber} ~ '^[0-9]{1,15}$'`));
  return row?.next ?? '1001';
}

type DealRow = typeof deals.$inferInsert;

export async function insertDeal(tx: Executor, row: DealRow): Promise<string> {
  const [created] = await tx.insert(deals).values(row).returning({ id: deals.id });
  if (!created) throw new Error('deal was not created');
  return created.id;
}

export async function updateDeal(
  tx: Executor,
  id: string,
  row: Omit<Partial<DealRow>, 'id' | 'dealershipId'>,
): Promise<void> {
  await tx
    .update(deals)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(deals.id, id));
}

/**
 * Open deals of a store carrying a stock number (case and spaces aside). A
 * deal is open while Pending: a Funded deal is finished and an Unwound one has
 * put the car back in stock, so its number may be sold again.
 */
export async function openDealsWithStock(
  db: Executor,
  dealershipId: number,
  stockNumber: string,
  exceptDealId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.dealershipId, dealershipId),
        eq(deals.status, 'Pending'),
        sql`upper(trim(${deals.stockNumber})) = upper(trim(${stockNumber}))`,
        exceptDealId ? ne(deals.id, exceptDealId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

export async function deleteDeal(tx: Executor, id: string): Promise<void> {
  await tx.delete(deals).where(eq(deals.id, id));
}

/** The lenders a store has used, most used first. */
export async function lendersUsed(db: Executor, dealershipId: number): Promise<string[]> {
  const rows = await db
    .select({ lender: deals.lender })
    .from(deals)
    .where(and(eq(deals.dealershipId, dealershipId), isNotNull(deals.lender)))
    .groupBy(deals.lender)
    .orderBy(desc(count()));
  return rows.map((row) => row.lender).filter((lender): lender is string => lender !== null);
}

export interface MetricRow extends MetricDeal {
  dealDate: string;
  fundedDate: string | null;
  vehicleType: Deal['vehicle_type'];
  salesManagerId: string | null;
}

/** The columns the DOMAIN.md formulas need, for every deal of a scope and date range. */
export async function metricRows(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
): Promise<MetricRow[]> {
  const rows = await db
    .select({
      dealDate: deals.dealDate,
      fundedDate: deals.fundedDate,
      vehicleType: deals.vehicleType,
      salesManagerId: deals.salesManagerId,
      dealType: deals.dealType,
      status: deals.status,
      frontEndGross: deals.frontEndGross,
      miniThreshold: deals.miniThreshold,
      backEndGross: deals.backEndGross,
      reserve: deals.reserve,
      lender: deals.lender,
      salespersonId: deals.salespersonId,
      secondSalespersonId: deals.secondSalespersonId,
      fiManagerId: deals.fiManagerId,
      ...Object.fromEntries(PRODUCTS.map((product) => [product, PRODUCT_COLUMNS[product]])),
    })
    .from(deals)
    .where(filterConditions(scope, filters));
  return rows.map((row) => {
    const values = row as unknown as Record<Product, string>;
    return {
      dealDate: row.dealDate,
      fundedDate: row.fundedDate,
      vehicleType: row.vehicleType,
      salesManagerId: row.salesManagerId,
      dealType: row.dealType,
      status: row.status,
      frontEndGross: Number(row.frontEndGross),
      miniThreshold: Number(row.miniThreshold),
      backEndGross: Number(row.backEndGross),
      reserve: Number(row.reserve),
      lender: row.lender,
      salespersonId: row.salespersonId,
      secondSalespersonId: row.secondSalespersonId,
      fiManagerId: row.fiManagerId,
      products: Object.fromEntries(
        PRODUCTS.map((product) => [product, Number(values[product])]),
      ) as Record<Product, number>,
    };
  });
}

export async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: fullName(profiles) })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
  return new Map(rows.map((row) => [row.id, row.name ?? '']));
}
