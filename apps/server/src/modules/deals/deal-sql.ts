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
import { daysBetween, monthStartOf, shiftMonth } from '@das/shared/periods';
import type { Deal } from '@das/shared/schemas/deals';
import { dealDaySums, dealMonthSums, deals } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { inScope, type DealershipScope } from '../../lib/tenant-scope';

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
    const pattern = containing(filters.q);
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
 * A list over every summed column, as SQL text made once: drizzle walks each
 * piece of a query every time it renders one, and these lists are most of the
 * pieces of every figure read. Only our own column names go in.
 */
export const summedList = (each: (name: string) => string) =>
  sql.raw(SUMMED_COLUMNS.map((name) => each(`"${name}"`)).join(', '));
const SUMMED = { '': summedList((name) => name), '-': summedList((name) => `-${name} as ${name}`) };

type DayRange = { start: string; end: string };

/**
 * How the summaries add up to a range of days: whole `months` from the monthly
 * table, plus `days` from the daily one, less `lessDays` (ADR 017). A month the
 * range covers only in part is read day by day, or, when the range holds most
 * of it (the month before, up to the same day), as the whole month less the
 * days it leaves out: five rows read instead of twenty-six.
 */
export function summaryParts(range: DayRange): {
  months: DayRange[];
  days: DayRange[];
  lessDays: DayRange[];
} {
  const months: DayRange[] = [];
  const days: DayRange[] = [];
  const lessDays: DayRange[] = [];
  const first = range.start.endsWith('-01') ? range.start : nextMonthStart(range.start);
  const last = monthStartOf(range.end);
  const partOfMonth = (part: DayRange) => {
    if (part.start >= part.end) return;
    const month = { start: monthStartOf(part.start), end: nextMonthStart(part.start) };
    const inside = daysBetween(part.start, part.end);
    if (daysBetween(month.start, month.end) - inside >= inside) {
      days.push(part);
      return;
    }
    months.push(month);
    for (const left of [
      { start: month.start, end: part.start },
      { start: part.end, end: month.end },
    ])
      if (left.start < left.end) lessDays.push(left);
  };
  if (first >= last) {
    // Within one month, or the end of one and the start of the next.
    partOfMonth({ start: range.start, end: first < range.end ? first : range.end });
    partOfMonth({ start: first, end: range.end });
  } else {
    partOfMonth({ start: range.start, end: first });
    months.push({ start: first, end: last });
    partOfMonth({ start: last, end: range.end });
  }
  return { months, days, lessDays };
}

/**
 * The summary rows that hold the sums of the deals these filters match (for
 * filters the summaries answer), as a subquery `u` with the columns of
 * `deal_day_sums` (a month's `day` is its first), by `summaryParts`: a year
 * is then twelve rows per store and manager instead of 365. Rows of days
 * taken away carry their sums negated. `byWeek`: weeks cross months, so days only.
 */
export function summaryRows(
  scope: DealershipScope,
  filters: DealFilters,
  { byWeek = false }: { byWeek?: boolean } = {},
): SQL {
  const of = (table: typeof dealDaySums | typeof dealMonthSums, key: AnyColumn) => {
    const conditions = [inScope(table.dealershipId, scope)];
    if (filters.fiManagerId) conditions.push(eq(table.fiManagerId, filters.fiManagerId));
    return (ranges: DayRange[] | null, sign: '' | '-' = '') =>
      sql`select ${table.dealershipId}, ${key} as day, ${table.fiManagerId}, ${SUMMED[sign]} from ${table}
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
  if (byWeek) return sql`(${days([range])}) as u`;
  const parts = summaryParts(range);
  const selects = [
    parts.months.length ? months(parts.months) : undefined,
    parts.days.length ? days(parts.days) : undefined,
    parts.lessDays.length ? days(parts.lessDays, '-') : undefined,
  ].filter((part) => part !== undefined);
  // An empty range still answers, with no rows.
  return sql`(${selects.length ? sql.join(selects, sql` union all `) : days([range])}) as u`;
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
