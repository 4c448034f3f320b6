import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { Insights, SalesReport } from '@das/shared/schemas/reports';
import type { AreaRollup, GroupRollup, StoreOverview } from '@das/shared/schemas/rollups';
import type { SalesManagerDashboard, SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { areas, dealerGroups, dealerships, deals } from '../../db/schema';

/**
 * Honest small numbers everywhere (issue 14, ADR 029): every answer with a rate
 * or per-deal figure carries the store's small-sample setting, read with its
 * figures, so a changed setting changes what the screens mark; above the store,
 * each store's line its own setting and a line of several stores the default.
 */
const TZ = 'America/Denver';
const AREA = 9851;
const GROUP = 9852;
const FEW = 9853;
const MANY = 9854;

let t: TestApp;
let today: string;
const callers = {} as Record<
  'salesperson' | 'salesManager' | 'finance' | 'groupAdmin' | 'avp',
  TestClient
>;

const json = async <T>(client: TestClient, path: string) => {
  const response = await client.request(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};

/** Every answer of the store FEW that carries the setting, as its screens read it. */
async function settingsOfFew() {
  const [salesperson, salesManager, report, insights, finance] = await Promise.all([
    json<SalespersonDashboard>(callers.salesperson, '/api/sales-floor/salesperson'),
    json<SalesManagerDashboard>(callers.salesManager, '/api/sales-floor/sales-manager'),
    json<SalesReport>(callers.salesManager, '/api/reports/sales'),
    json<Insights>(callers.salesManager, '/api/reports/insights'),
    json<FinanceDashboard>(callers.finance, '/api/finance/dashboard?scope=store'),
  ]);
  return {
    salesperson: salesperson.smallSampleDeals,
    salesManager: salesManager.smallSampleDeals,
    report: report.smallSampleDeals,
    insights: insights.smallSampleDeals,
    finance: finance.smallSampleDeals,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  const db = t.database.db;
  await db.insert(areas).values({ id: AREA, name: 'Front Range' });
  await db.insert(dealerGroups).values({ id: GROUP, areaId: AREA, name: 'Foothills Group' });
  await db.insert(dealerships).values([
    { id: FEW, dealerGroupId: GROUP, name: 'Boulder Subaru', timeZone: TZ },
    { id: MANY, dealerGroupId: GROUP, name: 'Golden Toyota', timeZone: TZ },
  ]);
  const seller = await t.person('salesperson', { dealershipId: FEW });
  const finance = await t.person('finance_manager', { dealershipId: FEW });
  callers.salesperson = seller.client;
  callers.finance = finance.client;
  callers.salesManager = (await t.person('sales_manager', { dealershipId: FEW })).client;
  callers.groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  callers.avp = (await t.person('area_vice_president', { areaId: AREA })).client;
  // Four deals at FEW today, one of them cash (not eligible for GAP); twelve at MANY.
  const deal = (store: number, n: number, dealType: 'Finance' | 'Cash') => ({
    dealershipId: store,
    dealNumber: `SS${store}-${n}`,
    dealDate: today,
    stockNumber: `K${store}${n}`,
    vinLast8: String(40_000_000 + store * 100 + n),
    customerLastName: `Buyer${n}`,
    dealType,
    lender: dealType === 'Cash' ? null : 'Ent Credit Union',
    vehicleType: 'New' as const,
    frontEndGross: '1200.00',
    reserve: '150.00',
    vscProfit: '500',
    gapProfit: dealType === 'Cash' ? '0' : '300',
    status: 'Funded' as const,
    fundedDate: today,
    salespersonId: store === FEW ? seller.id : null,
    fiManagerId: store === FEW ? finance.id : null,
  });
  await db
    .insert(deals)
    .values([
      ...[1, 2, 3].map((n) => deal(FEW, n, 'Finance')),
      deal(FEW, 4, 'Cash'),
      ...Array.from({ length: 12 }, (_, n) => deal(MANY, n + 1, 'Finance')),
    ]);
}, 120_000);
afterAll(() => t.close());

describe('small samples (ADR 029)', () => {
  it("gives the salesperson's, sales manager's, reports' and F&I answers the store's setting, and follows a change of it", async () => {
    expect(Object.values(await settingsOfFew())).toEqual(Array(5).fill(DEFAULT_SMALL_SAMPLE_DEALS));
    await t.database.db
      .update(dealerships)
      .set({ smallSampleDeals: 3 })
      .where(eq(dealerships.id, FEW));
    expect(await settingsOfFew()).toEqual({
      salesperson: 3,
      salesManager: 3,
      report: 3,
      insights: 3,
      finance: 3,
    });
  });

  it("says what an F&I manager's penetrations stand on: GAP over financed deals only", async () => {
    const board = await json<FinanceDashboard>(
      callers.finance,
      '/api/finance/dashboard?scope=store',
    );
    expect(board.leaderboard).toHaveLength(1);
    expect(board.leaderboard[0]).toMatchObject({ units: 4, vscEligible: 4, gapEligible: 3 });
  });

  it("reads each store's line above it by that store's own setting, and the group's total by the default", async () => {
    await t.database.db
      .update(dealerships)
      .set({ smallSampleDeals: 5 })
      .where(eq(dealerships.id, FEW));
    const rollup = await json<GroupRollup>(callers.groupAdmin, `/api/groups/${GROUP}/rollup`);
    const line = (id: number) => rollup.stores.find((store) => store.dealershipId === id)!;
    expect(line(FEW)).toMatchObject({ smallSampleDeals: 5, units: 4, vscEligible: 4 });
    expect(line(FEW).gapEligible).toBe(3);
    expect(line(MANY)).toMatchObject({ smallSampleDeals: DEFAULT_SMALL_SAMPLE_DEALS, units: 12 });
    expect(rollup.total).toMatchObject({
      smallSampleDeals: DEFAULT_SMALL_SAMPLE_DEALS,
      units: 16,
      gapEligible: 15,
    });

    const overview = await json<StoreOverview>(
      callers.groupAdmin,
      `/api/dealerships/${FEW}/overview`,
    );
    expect(overview.store.smallSampleDeals).toBe(5);

    // The area's spread: GAP penetration's best and worst stores, each over its own deals and setting.
    const area = await json<AreaRollup>(callers.avp, `/api/areas/${AREA}/rollup`);
    const spread = (kpi: AreaRollup['spread'][number]['kpi']) =>
      area.spread.find((row) => row.kpi === kpi)!;
    const ends = [spread('gapPenetration').best, spread('gapPenetration').worst];
    expect(ends.map((end) => [end.dealershipId, end.sampleDeals, end.smallSampleDeals])).toEqual(
      expect.arrayContaining([
        [FEW, 3, 5],
        [MANY, 12, DEFAULT_SMALL_SAMPLE_DEALS],
      ]),
    );
    // A sum is no sample.
    expect(spread('totalGross').best.sampleDeals).toBeNull();
  });
});
