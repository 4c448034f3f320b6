import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeMetrics,
  creditedFigures,
  lenderMix,
  lenderMixFromSums,
  metricsFromSums,
  noCredit,
  vehicleMix,
} from '@das/shared/deal-metrics';
import {
  DEAL_STATUSES,
  DEAL_TYPES,
  PRODUCTS,
  VEHICLE_TYPES,
  type Product,
} from '@das/shared/deals';
import { addDays, mondayOf } from '@das/shared/periods';
import { deals as dealsTable } from '../../db/schema';
import { createTestDatabase, queryRows, type TestDatabase } from '../../../test/test-database';
import * as figures from './deal-figures.repository';
import { listDeals, metricRows, type MetricRow } from './deals.repository';
import type { DealFilters } from './deal-sql';

/**
 * The SQL GROUP BY of `deal-figures.repository` against the definition: the
 * shared formulas over the same deals fetched as rows. On the demo seed, and
 * on random deals (fast-check) inserted in a transaction that is rolled back.
 */
let database: TestDatabase;
let salespeople: string[];
let financeManagers: string[];
const STORE = { ids: [46] };

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  const people = await queryRows<{ user_id: string; role: string }>(
    database.db,
    sql`select user_id, role from profiles where dealership_id = 46 order by user_id`,
  );
  salespeople = people.filter((p) => p.role === 'salesperson').map((p) => p.user_id);
  financeManagers = people.filter((p) => p.role === 'finance_manager').map((p) => p.user_id);
}, 60_000);
afterAll(() => database.close());

type Db = TestDatabase['db'];

const groupRows = (rows: MetricRow[], key: (row: MetricRow) => string | null) => {
  const groups = new Map<string, MetricRow[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
};

/** Every figure the dashboards read, from SQL and from the shared formulas, side by side. */
async function compare(db: Db, filters: DealFilters, fundedBefore: string) {
  const rows = await metricRows(db, STORE, filters);
  const total = await figures.dealTotals(db, STORE, filters);
  expect(metricsFromSums(total.sums)).toEqual(computeMetrics(rows));
  // Read from the deals themselves (a status filter the daily summaries cannot answer): the same.
  const fromDeals = await figures.dealTotals(db, STORE, { ...filters, status: [...DEAL_STATUSES] });
  expect(fromDeals).toEqual(total);
  expect(total.mix).toEqual(vehicleMix(rows));

  const asOfThen = rows.map((row) =>
    row.status === 'Funded' && (row.fundedDate ?? '') >= fundedBefore
      ? { ...row, status: 'Pending' as const }
      : row,
  );
  const previous = await figures.dealTotals(db, STORE, filters, { fundedBefore });
  expect(metricsFromSums(previous.sums)).toEqual(computeMetrics(asOfThen));

  const groupings = {
    month: (row: MetricRow) => row.dealDate.slice(0, 7),
    week: (row: MetricRow) => mondayOf(row.dealDate),
    fiManager: (row: MetricRow) => row.fiManagerId,
  } as const;
  for (const [by, key] of Object.entries(groupings) as [
    keyof typeof groupings,
    (row: MetricRow) => string | null,
  ][]) {
    const sums = await figures.dealSums(db, STORE, filters, { by });
    expect(
      sums.map((group) => [group.key, metricsFromSums(group.sums), group.mix]),
      by,
    ).toEqual(
      groupRows(rows, key).map(([k, group]) => [k, computeMetrics(group), vehicleMix(group)]),
    );
  }

  expect(lenderMixFromSums(await figures.lenderSums(db, STORE, filters))).toEqual(lenderMix(rows));

  // The deal log's page and totals are one query; a page past the end still has the totals.
  const metrics = computeMetrics(rows);
  for (const page of [1, 1_000_000]) {
    const log = await listDeals(db, STORE, filters, {
      sort: 'deal_date',
      order: 'desc',
      page,
      pageSize: 50,
    });
    expect(log.deals.length).toBe(page === 1 ? Math.min(50, rows.length) : 0);
    expect({ total: log.total, ...log.totals }).toEqual({
      total: rows.length,
      units: metrics.units,
      front_end_gross: metrics.frontGross,
      back_end_gross: metrics.backGross,
      total_gross: metrics.totalGross,
    });
  }

  const credit = await figures.creditedSums(db, STORE, filters);
  for (const person of salespeople) {
    const expected = creditedFigures(rows, person);
    expect(credit.get(person) ?? noCredit(), person).toEqual(expected);
    // The deal log's totals filtered on a salesperson credit the same way.
    const log = await listDeals(
      db,
      STORE,
      { ...filters, salespersonId: person },
      { sort: 'deal_date', order: 'desc', page: 1, pageSize: 1 },
    );
    expect(log.totals, person).toEqual({
      units: expected.units,
      front_end_gross: expected.frontGross,
      back_end_gross: expected.backGross,
      total_gross: expected.totalGross,
    });
  }
}

describe('figures summed in SQL equal the shared formulas', () => {
  it('on the demo seed: this year, each month, and one F&I manager', async () => {
    const today = database.seedToday.toISOString().slice(0, 10);
    const year = { start: `${today.slice(0, 4)}-01-01`, end: addDays(today, 1) };
    await compare(database.db, { range: year }, addDays(year.start, 20));
    await compare(
      database.db,
      { range: { start: `${today.slice(0, 7)}-01`, end: addDays(today, 1) } },
      today,
    );
    await compare(
      database.db,
      { range: year, ...(financeManagers[0] ? { fiManagerId: financeManagers[0] } : {}) },
      today,
    );
  }, 60_000);

  it('on random deals, splits, minis, cash deals and unwinds included', async () => {
    const cents = fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100);
    const person = (pool: () => string[]) =>
      fc.option(
        fc.nat().map((index) => pool()[index % pool().length] as string),
        { nil: null, freq: 4 },
      );
    const dealArbitrary = fc.record({
      day: fc.integer({ min: 0, max: 89 }),
      fundedAfter: fc.integer({ min: 0, max: 40 }),
      dealType: fc.constantFrom(...DEAL_TYPES),
      vehicleType: fc.constantFrom(...VEHICLE_TYPES),
      status: fc.constantFrom('Pending', 'Funded', 'Unwound' as const),
      front: fc.oneof(fc.constant(0), cents),
      reserve: fc.oneof(fc.constant(0), cents),
      products: fc.array(fc.oneof(fc.constant(0), fc.constant(0), cents), {
        minLength: PRODUCTS.length,
        maxLength: PRODUCTS.length,
      }),
      lender: fc.constantFrom('Ally Financial', 'Chase Auto', 'Local credit union'),
      salesperson: person(() => salespeople),
      second: person(() => salespeople),
      fiManager: person(() => financeManagers),
    });
    // Far from the seed's dates, so only these deals fall in the range; from mid-January
    // for 1 to 90 days, so the summaries answer with days, whole months less some days,
    // whole months, and days again.
    const start = '2040-01-10';
    await fc.assert(
      fc.asyncProperty(
        fc.array(dealArbitrary, { maxLength: 25 }),
        fc.integer({ min: 1, max: 90 }),
        async (generated, span) => {
          await database.db
            .transaction(async (tx) => {
              if (generated.length > 0) {
                await tx.insert(dealsTable).values(
                  generated.map((deal, index) => {
                    const dealDate = addDays(start, deal.day);
                    const products = Object.fromEntries(
                      PRODUCTS.map((product, i) => [product, deal.products[i] ?? 0]),
                    ) as Record<Product, number>;
                    return {
                      dealershipId: 46,
                      dealNumber: `P${index}`,
                      dealDate,
                      stockNumber: `S${index}`,
                      vinLast8: '12345678',
                      customerLastName: 'Property',
                      dealType: deal.dealType,
                      vehicleType: deal.vehicleType,
                      lender: deal.dealType === 'Cash' ? null : deal.lender,
                      salespersonId: deal.salesperson,
                      secondSalespersonId: deal.second,
                      fiManagerId: deal.fiManager,
                      frontEndGross: String(deal.front),
                      reserve: String(deal.reserve),
                      vscProfit: String(products.vsc),
                      gapProfit: String(products.gap),
                      ppmProfit: String(products.ppm),
                      tireWheelProfit: String(products.tire_wheel),
                      appearanceProfit: String(products.appearance),
                      theftProfit: String(products.theft),
                      keyReplacementProfit: String(products.key_replacement),
                      windshieldProfit: String(products.windshield),
                      otherProfit: String(products.other),
                      status: deal.status,
                      fundedDate:
                        deal.status === 'Funded' ? addDays(dealDate, deal.fundedAfter) : null,
                    };
                  }),
                );
              }
              await compare(
                tx as unknown as Db,
                { range: { start, end: addDays(start, span) } },
                addDays(start, 30),
              );
              tx.rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error && error.message === 'Rollback')) throw error;
            });
        },
      ),
      { numRuns: 25, seed: 20_261_125 },
    );
  }, 240_000);
});
