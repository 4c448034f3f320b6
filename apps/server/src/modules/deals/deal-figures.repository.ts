import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PRODUCTS, VEHICLE_TYPES, type Product, type VehicleType } from '@das/shared/deals';
import type {
  CreditedFigures,
  LenderSums,
  MetricSums,
  ProductSums,
} from '@das/shared/deal-metrics';
import { roundMoney } from '@das/shared/money';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { dealMonthSums, deals, profiles } from '../../db/schema';
import { inScope, type DealershipScope } from '../../lib/tenant-scope';
import {
  creditFor,
  filterConditions,
  LIVE,
  summariesAnswer,
  summaryRows,
  summedList,
  type DealFilters,
} from './deal-sql';
import { PRODUCT_COLUMNS } from './deals.repository';

/**
 * The dashboards' figures, summed by the database (ARCHITECTURE.md convention
 * 11, ADR 017): one GROUP BY per question, answering the sums of
 * `@das/shared/deal-metrics` (`MetricSums`, `CreditedFigures`, `LenderSums`),
 * from which the shared functions derive PVRs, PPD and penetration. Finance,
 * the sales floor, goals and reports all read figures through here.
 */
type Executor = Pick<Database, '_'>;

/**
 * How rows are grouped: one total, a calendar month ('YYYY-MM'), an ISO
 * week's Monday, a store (its id), an F&I manager.
 */
export type FigureGrouping = 'none' | 'month' | 'week' | 'dealership' | 'fiManager';

/** The grouping keys over a table's day, store and F&I manager columns. */
function groupKeys(
  day: AnyColumn | SQL,
  store: AnyColumn | SQL,
  fiManager: AnyColumn | SQL,
): Record<FigureGrouping, SQL> {
  return {
    none: sql`''`,
    month: sql`to_char(${day}::timestamp, 'YYYY-MM')`,
    // Dates as timestamps without a zone and date arithmetic, not date_trunc: the day is
    // already the store's calendar day, and must not pass through the session's time zone.
    week: sql`to_char((${day} - (extract(isodow from ${day})::int - 1))::timestamp, 'YYYY-MM-DD')`,
    dealership: sql`${store}::text`,
    fiManager: sql`${fiManager}::text`,
  };
}

export interface FigureOptions {
  by?: FigureGrouping;
  /**
   * Like with like for a period before: a deal funded on or after this day
   * counts as pending, as it was that far into its period.
   */
  fundedBefore?: string;
}

export interface GroupSums {
  key: string;
  /** The F&I manager's name when grouped by manager. */
  name: string | null;
  sums: MetricSums;
  mix: Record<VehicleType, number>;
}

type SqlRow = Record<string, string | number | null>;

/** Every figure read is hot (each dashboard makes several): prepared by its text. */
function rowsOf(db: Executor, query: SQL): Promise<SqlRow[]> {
  return executePrepared<SqlRow>(db, query);
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);
const money = (value: string | number | null | undefined) => roundMoney(num(value));

/** The aggregates of `MetricSums` and the vehicle mix, as one select list. */
function sumsSelection(status: SQL): SQL {
  const funded = sql`(${status} = 'Funded')`;
  const pending = sql`(${status} = 'Pending')`;
  const products = PRODUCTS.map((product) => {
    const column = PRODUCT_COLUMNS[product];
    const eligible = product === 'gap' ? sql`${LIVE} and ${deals.dealType} <> 'Cash'` : LIVE;
    return sql`count(*) filter (where ${eligible} and ${column} > 0)::int as ${sql.raw(`${product}_sold`)},
      count(*) filter (where ${eligible})::int as ${sql.raw(`${product}_eligible`)},
      coalesce(sum(${column}) filter (where ${eligible} and ${column} > 0), 0) as ${sql.raw(`${product}_profit`)}`;
  });
  const mix = VEHICLE_TYPES.map(
    (type) =>
      sql`count(*) filter (where ${LIVE} and ${deals.vehicleType} = ${type})::int as ${sql.raw(`mix_${type.toLowerCase()}`)}`,
  );
  return sql.join(
    [
      sql`count(*)::int as deals`,
      sql`count(*) filter (where ${LIVE})::int as units`,
      sql`coalesce(sum(${deals.frontEndGross}) filter (where ${LIVE}), 0) as front_gross`,
      sql`coalesce(sum(${deals.backEndGross}) filter (where ${LIVE}), 0) as back_gross`,
      sql`coalesce(sum(${deals.productsSold}) filter (where ${LIVE}), 0)::int as products_sold`,
      sql`count(*) filter (where ${LIVE} and ${deals.frontEndGross} <= ${deals.miniThreshold})::int as minis`,
      sql`count(*) filter (where ${funded})::int as funded_deals`,
      sql`coalesce(sum(${deals.backEndGross}) filter (where ${funded}), 0) as funded_back`,
      sql`coalesce(sum(${deals.totalGross}) filter (where ${funded}), 0) as funded_total`,
      sql`count(*) filter (where ${pending})::int as pending_deals`,
      sql`coalesce(sum(${deals.backEndGross}) filter (where ${pending}), 0) as pending_back`,
      sql`coalesce(sum(${deals.totalGross}) filter (where ${pending}), 0) as pending_total`,
      ...products,
      ...mix,
    ],
    sql`, `,
  );
}

function toSums(row: SqlRow): { sums: MetricSums; mix: Record<VehicleType, number> } {
  return {
    sums: {
      deals: num(row.deals),
      units: num(row.units),
      frontGross: money(row.front_gross),
      backGross: money(row.back_gross),
      productsSold: num(row.products_sold),
      minis: num(row.minis),
      funded: {
        deals: num(row.funded_deals),
        backGross: money(row.funded_back),
        totalGross: money(row.funded_total),
      },
      atRisk: {
        deals: num(row.pending_deals),
        backGross: money(row.pending_back),
        totalGross: money(row.pending_total),
      },
      products: Object.fromEntries(
        PRODUCTS.map((product) => [
          product,
          {
            sold: num(row[`${product}_sold`]),
            eligible: num(row[`${product}_eligible`]),
            profit: money(row[`${product}_profit`]),
          },
        ]),
      ) as Record<Product, ProductSums>,
    },
    mix: Object.fromEntries(
      VEHICLE_TYPES.map((type) => [type, num(row[`mix_${type.toLowerCase()}`])]),
    ) as Record<VehicleType, number>,
  };
}

const nameOf = (
  person: AnyColumn | SQL,
) => sql`(select nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')
  from ${profiles} where ${profiles.userId} = ${person})`;

/** The summed columns of the summaries, each named as `sumsSelection` names its aggregate. */
const summariesSelection = summedList((name) => `coalesce(sum(${name}), 0) as ${name}`);

/** The grouped select over deals, or over their daily and monthly summaries (ADR 017). */
function sumsQuery(
  scope: DealershipScope,
  filters: DealFilters,
  options: FigureOptions,
  by: FigureGrouping,
): SQL {
  if (options.fundedBefore === undefined && summariesAnswer(filters)) {
    const column = (name: string) => sql`${sql.identifier('u')}.${sql.identifier(name)}`;
    const [day, store, person] = ['day', 'dealership_id', 'fi_manager_id'].map(column) as [
      SQL,
      SQL,
      SQL,
    ];
    return groupedSelect(
      summaryRows(scope, filters, { byWeek: by === 'week' }),
      sql`true`,
      summariesSelection,
      by,
      {
        key: groupKeys(day, store, person)[by],
        person,
        // Days taken from a whole month can leave a group with no deals: as on the deals, no row.
        having: sql`sum(${column('deals')}) <> 0`,
      },
    );
  }
  const status = options.fundedBefore
    ? sql`(case when ${deals.status} = 'Funded' and ${deals.fundedDate} >= ${options.fundedBefore}::date then 'Pending' else ${deals.status}::text end)`
    : sql`${deals.status}::text`;
  return groupedSelect(
    sql`${deals}`,
    filterConditions(scope, filters) ?? sql`true`,
    sumsSelection(status),
    by,
    {
      key: groupKeys(deals.dealDate, deals.dealershipId, deals.fiManagerId)[by],
      person: deals.fiManagerId,
    },
  );
}

function groupedSelect(
  from: SQL,
  where: SQL,
  selection: SQL,
  by: FigureGrouping,
  { key, person, having }: { key: SQL; person: AnyColumn | SQL; having?: SQL },
): SQL {
  if (by === 'none')
    return sql`select '' as key, null as name, ${selection} from ${from} where ${where}`;
  const perPerson = by === 'fiManager';
  return sql`select ${key} as key, ${perPerson ? nameOf(person) : sql`null`} as name, ${selection}
    from ${from} where ${where} ${perPerson ? sql`and ${person} is not null` : sql``}
    group by ${perPerson ? person : key} ${having ? sql`having ${having}` : sql``} order by 1`;
}

/**
 * DOMAIN.md's sums of the deals a scope and filters match, in one GROUP BY:
 * a single total (`by: 'none'`, always one row) or one row per month, week, store or
 * F&I manager (deals without one left out), in key order. Read from the daily
 * summaries whenever they hold the answer, else from the deals.
 */
export async function dealSums(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
  options: FigureOptions = {},
): Promise<GroupSums[]> {
  const rows = await rowsOf(db, sumsQuery(scope, filters, options, options.by ?? 'none'));
  return rows.map((row) => ({
    key: String(row.key),
    name: (row.name as string | null) ?? null,
    ...toSums(row),
  }));
}

/** The one total of `dealSums` without a grouping. */
export async function dealTotals(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
  options: Omit<FigureOptions, 'by'> = {},
): Promise<{ sums: MetricSums; mix: Record<VehicleType, number> }> {
  const [row] = await dealSums(db, scope, filters, options);
  if (!row) throw new Error('an aggregate without GROUP BY answers one row');
  return { sums: row.sums, mix: row.mix };
}

/**
 * The first month (its first day) each store has deals in, from the monthly
 * summaries: what a period's figures can fairly be compared with. A store
 * without deals is absent.
 */
export async function firstMonths(
  db: Executor,
  scope: DealershipScope,
): Promise<Map<number, string>> {
  const rows = await rowsOf(
    db,
    sql`select ${dealMonthSums.dealershipId} as store, min(${dealMonthSums.month})::text as month
      from ${dealMonthSums} where ${inScope(dealMonthSums.dealershipId, scope)} group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.store), String(row.month)]));
}

/**
 * Per store, its deals of a range still pending funding, from the summaries:
 * one column summed, where `dealSums` sums them all.
 */
export async function pendingDeals(
  db: Executor,
  scope: DealershipScope,
  range: { start: string; end: string },
): Promise<Map<number, number>> {
  const rows = await rowsOf(
    db,
    sql`select u.dealership_id as store, coalesce(sum(u.pending_deals), 0)::int as pending
      from ${summaryRows(scope, { range })} group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.store), num(row.pending)]));
}

/** Financed and leased deals that count, per lender: the sums of `lenderMix`. */
export async function lenderSums(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
): Promise<LenderSums[]> {
  const rows = await rowsOf(
    db,
    sql`select ${deals.lender} as lender, count(*)::int as deals, coalesce(sum(${deals.reserve}), 0) as reserve
        from ${deals} where ${filterConditions(scope, filters)} and ${LIVE} and ${deals.lender} is not null
        group by ${deals.lender}`,
  );
  return rows.map((row) => ({
    lender: String(row.lender),
    deals: num(row.deals),
    reserve: money(row.reserve),
  }));
}

/**
 * What each salesperson is credited with (`creditedFigures` in shared): every
 * deal that counts gives a row to its salesperson and one to a second, a split
 * counting ½ and sharing amounts to the cent. Keyed by user id; someone without
 * deals is absent (`noCredit` in shared).
 */
export async function creditedSums(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
): Promise<Map<string, CreditedFigures>> {
  const person = sql`credit.person`;
  const credit = creditFor(person);
  const rows = await rowsOf(
    db,
    sql`select ${person}::text as person,
          sum(${credit.units}) as units,
          sum(${credit.amount(deals.frontEndGross)}) as front,
          sum(${credit.amount(deals.backEndGross)}) as back,
          coalesce(sum(${credit.units}) filter (where ${deals.frontEndGross} <= ${deals.miniThreshold}), 0) as minis,
          ${sql.join(
            VEHICLE_TYPES.map(
              (type) =>
                sql`coalesce(sum(${credit.units}) filter (where ${deals.vehicleType} = ${type}), 0) as ${sql.raw(`mix_${type.toLowerCase()}`)}`,
            ),
            sql`, `,
          )}
        from ${deals}
        -- nullif: the same person named twice is credited once, as the first
        cross join lateral (values (${deals.salespersonId}), (nullif(${deals.secondSalespersonId}, ${deals.salespersonId}))) as credit(person)
        where ${filterConditions(scope, filters)} and ${LIVE} and ${person} is not null
        group by ${person}`,
  );
  return new Map(
    rows.map((row) => {
      const frontGross = money(row.front);
      const backGross = money(row.back);
      return [
        String(row.person),
        {
          units: num(row.units),
          frontGross,
          backGross,
          totalGross: roundMoney(frontGross + backGross),
          minis: num(row.minis),
          mix: Object.fromEntries(
            VEHICLE_TYPES.map((type) => [type, num(row[`mix_${type.toLowerCase()}`])]),
          ) as Record<VehicleType, number>,
        },
      ];
    }),
  );
}
