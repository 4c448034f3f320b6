import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { TRANSIT_BUCKETS, type TransitBucket } from '@das/shared/contracts-in-transit';
import { roundMoney } from '@das/shared/money';
import type { ContractsInTransit, TransitDeal } from '@das/shared/schemas/contracts-in-transit';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { deals, profiles } from '../../db/schema';

/**
 * Contracts in transit (ADR 029): one store's pending deals aged in days from
 * their deal date to the store's today, summed by the database per bucket,
 * lender and F&I manager in one GROUPING SETS statement, read through the
 * partial index of pending deals by store.
 */
type Executor = Pick<Database, '_'>;

const pendingOf = (dealershipId: number) =>
  and(eq(deals.dealershipId, dealershipId), eq(deals.status, 'Pending'));

/** Days waited: deal dates are the store's calendar days, so plain date arithmetic. */
const daysWaited = (today: string) => sql`greatest(${today}::date - ${deals.dealDate}, 0)`;

const bucketOf = (days: SQL) =>
  sql`case ${sql.join(
    TRANSIT_BUCKETS.map((bucket) =>
      bucket.to === null
        ? sql`else ${bucket.key}`
        : sql`when ${days} <= ${sql.raw(String(bucket.to))} then ${bucket.key}`,
    ),
    sql` `,
  )} end`;

const fullName = (person: SQL) =>
  sql<
    string | null
  >`(select nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')
    from ${profiles} where ${profiles.userId} = ${person})`;

interface SumsRow {
  level: number;
  lender: string | null;
  fi_manager_id: string | null;
  name: string | null;
  bucket: TransitBucket | null;
  deals: number;
  back: string;
  oldest: number;
}

type Group = ContractsInTransit['total'];

/** Which grouping set a row of the statement below belongs to: `grouping(lender, fi, bucket)`. */
const LEVEL = {
  lenderBucket: 0b010,
  lender: 0b011,
  managerBucket: 0b100,
  manager: 0b101,
  bucket: 0b110,
  total: 0b111,
} as const;

/**
 * The store's pending deals summed per lender, per F&I manager and in total,
 * each by bucket of days and whole, with its oldest deal's days. Lenders and
 * managers come oldest first. A store with nothing pending has an empty total.
 */
export async function transitSums(
  db: Executor,
  dealershipId: number,
  today: string,
): Promise<Pick<ContractsInTransit, 'total' | 'byLender' | 'byFiManager'>> {
  const days = daysWaited(today);
  const rows = await executePrepared<SumsRow>(
    db,
    sql`select grouping(lender, fi_manager_id, bucket)::int as level, lender,
          fi_manager_id::text as fi_manager_id,
          case when grouping(fi_manager_id) = 0 then ${fullName(sql`fi_manager_id`)} end as name,
          bucket, count(*)::int as deals, coalesce(sum(back), 0) as back, max(days)::int as oldest
        from (select ${deals.lender} as lender, ${deals.fiManagerId} as fi_manager_id,
                ${deals.backEndGross} as back, ${days} as days, ${bucketOf(days)} as bucket
              from ${deals} where ${pendingOf(dealershipId)}) as pending
        group by grouping sets ((lender, bucket), (lender), (fi_manager_id, bucket), (fi_manager_id), (bucket), ())`,
  );
  const group = (whole: SumsRow | undefined, parts: SumsRow[]): Group => ({
    deals: whole?.deals ?? 0,
    backGross: roundMoney(Number(whole?.back ?? 0)),
    oldestDays: whole?.oldest ?? 0,
    buckets: TRANSIT_BUCKETS.map(({ key }) => {
      const part = parts.find((row) => row.bucket === key);
      return {
        bucket: key,
        deals: part?.deals ?? 0,
        backGross: roundMoney(Number(part?.back ?? 0)),
      };
    }),
  });
  const at = (level: number) => rows.filter((row) => row.level === level);
  const oldestFirst = (a: Group, b: Group) => b.oldestDays - a.oldestDays || b.deals - a.deals;
  return {
    total: group(at(LEVEL.total)[0], at(LEVEL.bucket)),
    byLender: at(LEVEL.lender)
      .map((whole) => ({
        lender: whole.lender,
        ...group(
          whole,
          at(LEVEL.lenderBucket).filter((row) => row.lender === whole.lender),
        ),
      }))
      .sort(oldestFirst),
    byFiManager: at(LEVEL.manager)
      .map((whole) => ({
        fiManagerId: whole.fi_manager_id,
        name: whole.name,
        ...group(
          whole,
          at(LEVEL.managerBucket).filter((row) => row.fi_manager_id === whole.fi_manager_id),
        ),
      }))
      .sort(oldestFirst),
  };
}

/** The store's pending deals, oldest first; `limit` of them, or every one for the CSV. */
export async function oldestPending(
  db: Pick<Database, 'select'>,
  dealershipId: number,
  today: string,
  limit: number,
): Promise<TransitDeal[]> {
  const rows = await db
    .select({
      id: deals.id,
      dealNumber: deals.dealNumber,
      dealDate: deals.dealDate,
      days: sql<number>`${daysWaited(today)}::int`,
      customerLastName: deals.customerLastName,
      dealType: deals.dealType,
      lender: deals.lender,
      fiManagerName: fullName(sql`${deals.fiManagerId}`),
      backGross: deals.backEndGross,
    })
    .from(deals)
    .where(pendingOf(dealershipId))
    .orderBy(asc(deals.dealDate), asc(deals.dealNumber), asc(deals.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, days: Number(row.days), backGross: Number(row.backGross) }));
}
