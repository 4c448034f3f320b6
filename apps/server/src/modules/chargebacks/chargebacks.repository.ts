import { aliasedTable, and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@das/shared/deals';
import type { ChargebackPayDetail } from '@das/shared/pay-plans';
import { roundMoney } from '@das/shared/money';
import type { Chargeback } from '@das/shared/schemas/chargebacks';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { chargebacks, deals, profiles } from '../../db/schema';

/**
 * Chargebacks (ADR 031): SQL for the table, tenant first. Dashboards and pay
 * read them by the store's calendar days they were recorded on, never by the
 * deal's date, so a chargeback changes its own month and no earlier one.
 */
type Executor = Pick<Database, 'select' | 'insert' | 'delete' | '_'>;

const fiManager = aliasedTable(profiles, 'chargeback_fi_manager');
const recorder = aliasedTable(profiles, 'chargeback_recorder');
const fullName = (person: typeof profiles) =>
  sql<
    string | null
  >`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`;

/** A deal's chargebacks, oldest first. */
export async function dealChargebacks(db: Executor, dealId: string): Promise<Chargeback[]> {
  const rows = await db
    .select({
      row: chargebacks,
      fiManagerName: fullName(fiManager),
      recordedByName: fullName(recorder),
    })
    .from(chargebacks)
    .leftJoin(fiManager, eq(fiManager.userId, chargebacks.fiManagerId))
    .leftJoin(recorder, eq(recorder.userId, chargebacks.recordedBy))
    .where(eq(chargebacks.dealId, dealId))
    .orderBy(asc(chargebacks.chargebackDate), asc(chargebacks.createdAt), asc(chargebacks.id));
  return rows.map(({ row, fiManagerName, recordedByName }) => ({
    id: row.id,
    deal_id: row.dealId,
    dealership_id: row.dealershipId,
    product: row.product,
    amount: Number(row.amount),
    chargeback_date: row.chargebackDate,
    fi_manager_id: row.fiManagerId,
    fi_manager_name: fiManagerName,
    recorded_by: row.recordedBy,
    recorded_by_name: recordedByName,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function insertChargeback(
  tx: Executor,
  row: typeof chargebacks.$inferInsert,
): Promise<string> {
  const [created] = await tx.insert(chargebacks).values(row).returning({ id: chargebacks.id });
  if (!created) throw new Error('chargeback was not created');
  return created.id;
}

export async function deleteChargeback(tx: Executor, dealId: string, id: string): Promise<void> {
  await tx.delete(chargebacks).where(and(eq(chargebacks.id, id), eq(chargebacks.dealId, dealId)));
}

/** The deal log's per-row figures (ADR 017's one statement): subselects on the deal's id. */
export const chargebackCountOf = (dealId: SQL | typeof deals.id) =>
  sql<number>`(select count(*)::int from ${chargebacks} where ${chargebacks.dealId} = ${dealId})`;
export const chargebackAmountOf = (dealId: SQL | typeof deals.id) =>
  sql<string>`(select coalesce(sum(${chargebacks.amount}), 0) from ${chargebacks} where ${chargebacks.dealId} = ${dealId})`;

/**
 * A chargeback whose deal still stands. Unwinding a deal takes its whole gross and
 * pay away in its own month, products and all: its chargebacks take nothing back
 * a second time (they stay listed on the deal).
 */
const standing = sql`not exists (select 1 from ${deals} where ${deals.id} = ${chargebacks.dealId}
  and ${deals.status} = 'Unwound')`;

export interface ChargebackSums {
  /** The store's, or one F&I manager's, chargebacks of the period. */
  count: number;
  amount: number;
  byProduct: Map<Product, { count: number; amount: number }>;
  /** Every F&I manager of the store, whoever the sums above are for. */
  byManager: { fiManagerId: string | null; name: string | null; count: number; amount: number }[];
}

interface SumsRow {
  level: number;
  product: Product | null;
  fi_manager_id: string | null;
  name: string | null;
  count: number;
  amount: string;
  count_all: number;
  amount_all: string;
}

/**
 * A store's chargebacks recorded in a range of days, summed by the database in
 * one GROUPING SETS statement through the store-and-day index: in total and per
 * product (for one F&I manager when `fiManagerId` is given), and per manager
 * (always the whole store, as the dashboard's leaderboard).
 */
export async function chargebackSums(
  db: Executor,
  dealershipId: number,
  range: { start: string; end: string },
  fiManagerId?: string,
): Promise<ChargebackSums> {
  const mine = fiManagerId ? sql`fi_manager_id = ${fiManagerId}::uuid` : sql`true`;
  const rows = await executePrepared<SumsRow>(
    db,
    sql`select grouping(product, fi_manager_id)::int as level, product::text as product,
          fi_manager_id::text as fi_manager_id,
          case when grouping(fi_manager_id) = 0 then (select ${fullName(profiles)} from ${profiles}
            where ${profiles.userId} = fi_manager_id) end as name,
          (count(*) filter (where ${mine}))::int as count,
          coalesce(sum(amount) filter (where ${mine}), 0) as amount,
          count(*)::int as count_all, coalesce(sum(amount), 0) as amount_all
        from (select ${chargebacks.product} as product, ${chargebacks.fiManagerId} as fi_manager_id,
                ${chargebacks.amount} as amount
              from ${chargebacks}
              where ${chargebacks.dealershipId} = ${dealershipId}
                and ${chargebacks.chargebackDate} >= ${range.start}::date
                and ${chargebacks.chargebackDate} < ${range.end}::date
                and ${standing}) as recorded
        group by grouping sets ((product), (fi_manager_id), ())`,
  );
  // grouping(product, fi_manager_id): 0b01 a product's row, 0b10 a manager's, 0b11 the total.
  const total = rows.find((row) => row.level === 0b11);
  return {
    count: total?.count ?? 0,
    amount: roundMoney(Number(total?.amount ?? 0)),
    byProduct: new Map(
      rows
        .filter((row) => row.level === 0b01 && row.count > 0)
        .map((row) => [row.product!, { count: row.count, amount: roundMoney(Number(row.amount)) }]),
    ),
    byManager: rows
      .filter((row) => row.level === 0b10)
      .map((row) => ({
        fiManagerId: row.fi_manager_id,
        name: row.name,
        count: row.count_all,
        amount: roundMoney(Number(row.amount_all)),
      })),
  };
}

/** One F&I manager's chargebacks recorded in a range of days, as their pay statement lists them. */
export async function chargebacksForPay(
  db: Executor,
  dealershipId: number,
  fiManagerId: string,
  range: { start: string; end: string },
): Promise<ChargebackPayDetail[]> {
  const rows = await db
    .select({
      id: chargebacks.id,
      dealId: chargebacks.dealId,
      dealNumber: deals.dealNumber,
      product: chargebacks.product,
      amount: chargebacks.amount,
      date: chargebacks.chargebackDate,
    })
    .from(chargebacks)
    .innerJoin(deals, eq(deals.id, chargebacks.dealId))
    .where(
      and(
        eq(chargebacks.dealershipId, dealershipId),
        eq(chargebacks.fiManagerId, fiManagerId),
        gte(chargebacks.chargebackDate, range.start),
        lt(chargebacks.chargebackDate, range.end),
        standing,
      ),
    )
    .orderBy(asc(chargebacks.chargebackDate), asc(chargebacks.createdAt), asc(chargebacks.id));
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
