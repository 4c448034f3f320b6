import { and, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Deal } from '@das/shared/schemas/deals';
import { dealDaySums, deals } from '../../db/schema';
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

/** `filterConditions` over the daily summaries, for filters they answer. */
export function summaryConditions(scope: DealershipScope, filters: DealFilters): SQL {
  const conditions = [inArray(dealDaySums.dealershipId, scope.ids)];
  if (filters.range) {
    conditions.push(
      gte(dealDaySums.day, filters.range.start),
      lt(dealDaySums.day, filters.range.end),
    );
  }
  if (filters.fiManagerId) conditions.push(eq(dealDaySums.fiManagerId, filters.fiManagerId));
  return and(...conditions) as SQL;
}

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
