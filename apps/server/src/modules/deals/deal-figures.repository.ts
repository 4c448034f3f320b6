import { sql, type SQL } from 'drizzle-orm';
import { PRODUCTS, VEHICLE_TYPES, type Product, type VehicleType } from '@das/shared/deals';
import type {
  CreditedFigures,
  LenderSums,
  MetricSums,
  ProductSums,
} from '@das/shared/deal-metrics';
import { roundMoney } from '@das/shared/money';
import type { Database } from '../../db/client';
import { deals, profiles } from '../../db/schema';
import type { DealershipScope } from '../../lib/tenant-scope';
import { creditFor, filterConditions, LIVE, type DealFilters } from './deal-sql';
import { PRODUCT_COLUMNS } from './deals.repository';

/**
 * The dashboards' figures, summed by the database (ARCHITECTURE.md convention
 * 11, ADR 017): one GROUP BY per question, answering the sums of
 * `@das/shared/deal-metrics` (`MetricSums`, `CreditedFigures`, `LenderSums`),
 * from which the shared functions derive PVRs, PPD and penetration. Finance,
 * the sales floor, goals and reports all read figures through here.
 */
type Executor = Pick<Database, 'execute'>;

/**
 * How rows are grouped: one total, a calendar month ('YYYY-MM'), an ISO week's
 * Monday, an F&I manager, a store (its id).
 */
export type FigureGrouping = 'none' | 'month' | 'week' | 'fiManager' | 'dealership';

const GROUP_KEYS: Record<FigureGrouping, SQL> = {
  none: sql`''`,
  month: sql`to_char(${deals.dealDate}::timestamp, 'YYYY-MM')`,
  // Dates as timestamps without a zone and date arithmetic, not date_trunc: `deal_date` is
  // already the store's calendar day, and must not pass through the session's time zone.
  week: sql`to_char((${deals.dealDate} - (extract(isodow from ${deals.dealDate})::int - 1))::timestamp, 'YYYY-MM-DD')`,
  fiManager: sql`${deals.fiManagerId}::text`,
  dealership: sql`${deals.dealershipId}::text`,
};

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

async function rowsOf(db: Executor, query: SQL): Promise<SqlRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: SqlRow[] };
  return result.rows;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);
const money = (value: string | number | null | undefined) => roundMoney(num(value));

/** The aggregates of `MetricSums` and the vehicle mix, as one select list. */
function sumsSelection(status: SQL): SQL {
  const funded = sql`(${status} = 'Funded')`;
  const pending = sql`(${status} = 'Pending')`;
  const products = PRODUCTS.map((product, index) => {
    const column = PRODUCT_COLUMNS[product];
    const eligible = product === 'gap' ? sql`${LIVE} and ${deals.dealType} <> 'Cash'` : LIVE;
    return sql`count(*) filter (where ${eligible} and ${column} > 0)::int as ${sql.raw(`p${index}_sold`)},
      count(*) filter (where ${eligible})::int as ${sql.raw(`p${index}_eligible`)},
      coalesce(sum(${column}) filter (where ${eligible} and ${column} > 0), 0) as ${sql.raw(`p${index}_profit`)}`;
  });
  const mix = VEHICLE_TYPES.map(
    (type) =>
      sql`count(*) filter (where ${LIVE} and ${deals.vehicleType} = ${type})::int as ${sql.raw(`mix_${type.toLowerCase()}`)}`,
  );
  return sql.join(
    [
      sql`count(*)::int as deals`,
      sql`count(*) filter (where ${LIVE})::int as units`,
      sql`coalesce(sum(${deals.frontEndGross}) filter (where ${LIVE}), 0) as front`,
      sql`coalesce(sum(${deals.backEndGross}) filter (where ${LIVE}), 0) as back`,
      sql`coalesce(sum(${deals.productsSold}) filter (where ${LIVE}), 0)::int as products_sold`,
      sql`count(*) filter (where ${LIVE} and ${deals.frontEndGross} <= 0)::int as minis`,
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
      frontGross: money(row.front),
      backGross: money(row.back),
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
        PRODUCTS.map((product, index) => [
          product,
          {
            sold: num(row[`p${index}_sold`]),
            eligible: num(row[`p${index}_eligible`]),
            profit: money(row[`p${index}_profit`]),
          },
        ]),
      ) as Record<Product, ProductSums>,
    },
    mix: Object.fromEntries(
      VEHICLE_TYPES.map((type) => [type, num(row[`mix_${type.toLowerCase()}`])]),
    ) as Record<VehicleType, number>,
  };
}

const fullName = sql`(select nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')
  from ${profiles} where ${profiles.userId} = ${deals.fiManagerId})`;

/**
 * DOMAIN.md's sums of the deals a scope and filters match, in one GROUP BY:
 * a single total (`by: 'none'`, always one row) or one row per month, week,
 * store or F&I manager (deals without one left out), in key order (a store's
 * id as text).
 */
export async function dealSums(
  db: Executor,
  scope: DealershipScope,
  filters: DealFilters,
  options: FigureOptions = {},
): Promise<GroupSums[]> {
  const by = options.by ?? 'none';
  const status = options.fundedBefore
    ? sql`(case when ${deals.status} = 'Funded' and ${deals.fundedDate} >= ${options.fundedBefore}::date then 'Pending' else ${deals.status}::text end)`
    : sql`${deals.status}::text`;
  const key = GROUP_KEYS[by];
  const where = filterConditions(scope, filters);
  const rows = await rowsOf(
    db,
    by === 'none'
      ? sql`select '' as key, null as name, ${sumsSelection(status)} from ${deals} where ${where}`
      : sql`select ${key} as key, ${by === 'fiManager' ? fullName : sql`null`} as name, ${sumsSelection(status)}
            from ${deals} where ${where} ${by === 'fiManager' ? sql`and ${deals.fiManagerId} is not null` : sql``}
            group by ${by === 'fiManager' ? deals.fiManagerId : key} order by 1`,
  );
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
          coalesce(sum(${credit.units}) filter (where ${deals.frontEndGross} <= 0), 0) as minis,
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
