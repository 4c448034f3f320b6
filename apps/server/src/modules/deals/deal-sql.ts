import {
  and,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { monthStartOf, shiftMonth } from '@das/shared/periods';
import type { Deal } from '@das/shared/schemas/deals';
import { dealDaySums, dealMonthSums, deals } from '../../db/schema';
import type { DealershipScope } from '../../lib/tenant-scope';

/**
 * The SQL building blocks every read of deals shares: which deals a request
 * means (scope and filters) and what a deal counts for (a split's ½ and its
 * shares of each amount). The deal log and the dashboards' GROUP BY use the same
 * ones, so a total on one screen is the sum on another.
 */
export interface DealFilters {
  range?: { start: string; end: string };
  status?: string[];
  dealType?: string[];
  vehicleType?: string[];
  fiManagerId?: string;
  salespersonId?: string;
  lender?: string;
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export function filterConditions(scope: DealershipScope, filters: DealFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(deals.dealershipId, scope.ids)];
  if (filters.range) {
    conditions.push(
      gte(deals.dealDate, filters.range.start),
      lt(deals.dealDate, filters.range.end),
    );
  }
  if (filters.status?.length)
    conditions.push(inArray(deals.status, filters.status as Deal['status'][]));
  if (filters.dealType?.length) {
    conditions.push(inArray(deals.dealType, filters.dealType as Deal['deal_type'][]));
  }
  if (filters.vehicleType?.length) {
    conditions.push(inArray(deals.vehicleType, filters.vehicleType as Deal['vehicle_type'][]));
  }
  if (filters.fiManagerId) conditions.push(eq(deals.fiManagerId, filters.fiManagerId));
  if (filters.salespersonId) {
    conditions.push(
      or(
        eq(deals.salespersonId, filters.salespersonId),
        eq(deals.secondSalespersonId, filters.salespersonId),
      ),
    );
  }
  if (filters.lender) conditions.push(eq(deals.lender, filters.lender));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(deals.customerLastName, pattern),
        ilike(deals.stockNumber, pattern),
        ilike(deals.dealNumber, pattern),
        ilike(deals.vinLast8, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Whether the daily summaries (`deal_day_sums`, ADR 017) hold the sums of the
 * deals these filters match: a range of days, the stores and an F&I manager
 * are their keys; any other filter needs the deals themselves.
 */
export function summariesAnswer(filters: DealFilters): boolean {
  const { range: _range, fiManagerId: _fiManager, ...others } = filters;
  return Object.values(others).every(
    (value) => value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

/** The summed columns both grains of summaries share, by their names in the database. */
const {
  dealershipId: _store,
  month: _month,
  fiManagerId: _person,
  ...summedColumns
} = getTableColumns(dealMonthSums);
const SUMMED_COLUMNS = Object.values(summedColumns).map((column) => column.name);

/**
 * The summary rows that hold the sums of the deals these filters match (for
 * filters the summaries answer), as a subquery `u` with the columns of
 * `deal_day_sums`: whole months from `deal_month_sums` (their `day` is the
 * month's first), and only the days of a month begun or not finished from
 * `deal_day_sums` (ADR 017). A year is then twelve rows per store and manager
 * instead of 365. `byWeek`: weeks cross months, so days only.
 */
export function summaryRows(
  scope: DealershipScope,
  filters: DealFilters,
  { byWeek = false }: { byWeek?: boolean } = {},
): SQL {
  const summed = sql.join(
    SUMMED_COLUMNS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const of = (table: typeof dealDaySums | typeof dealMonthSums, key: AnyColumn) => {
    const conditions = [inArray(table.dealershipId, scope.ids)];
    if (filters.fiManagerId) conditions.push(eq(table.fiManagerId, filters.fiManagerId));
    return (ranges: { start: string; end: string }[] | null) =>
      sql`select ${table.dealershipId}, ${key} as day, ${table.fiManagerId}, ${summed} from ${table}
        where ${and(
          ...conditions,
          ranges
            ? or(...ranges.map((range) => and(gte(key, range.start), lt(key, range.end))))
            : undefined,
        )}`;
  };
  const days = of(dealDaySums, dealDaySums.day);
  const months = of(dealMonthSums, dealMonthSums.month);
  const range = filters.range;
  if (!range) return sql`(${byWeek ? days(null) : months(null)}) as u`;
  const first = range.start.endsWith('-01') ? range.start : nextMonthStart(range.start);
  const last = monthStartOf(range.end);
  if (byWeek || first >= last) return sql`(${days([range])}) as u`;
  const edges = [
    { start: range.start, end: first },
    { start: last, end: range.end },
  ].filter((edge) => edge.start < edge.end);
  const whole = months([{ start: first, end: last }]);
  return sql`(${edges.length ? sql`${whole} union all ${days(edges)}` : whole}) as u`;
}

const nextMonthStart = (day: string) => `${shiftMonth(day.slice(0, 7), 1)}-01`;

/** DOMAIN.md: a deal counts as a unit unless it was unwound. */
export const LIVE = sql`(${deals.status} <> 'Unwound')`;

const SPLIT = sql`(${deals.salespersonId} is not null and ${deals.secondSalespersonId} is not null)`;

/**
 * What a deal counts for, credited to `person` (a value or a column): ½ a unit
 * on a split, and the first salesperson's half of each amount rounded to the
 * cent, the second the rest (DOMAIN.md, ADR 007, `creditedAmount` in shared).
 * Without a person every deal counts whole.
 */
export function creditFor(person: SQL | string | undefined) {
  if (person === undefined) return { units: sql`1`, amount: (column: AnyColumn) => sql`${column}` };
  return {
    units: sql`(case when ${SPLIT} then 0.5 else 1 end)`,
    amount: (column: AnyColumn) =>
      sql`(case when not ${SPLIT} then ${column}
               when ${deals.salespersonId} = ${person} then round(${column} / 2, 2)
               else ${column} - round(${column} / 2, 2) end)`,
  };
}
