import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealListResponse } from '@das/shared/schemas/deals';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type {
  GeneralManagerDashboard,
  SalesManagerDashboard,
} from '@das/shared/schemas/sales-floor';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { areas, dealerGroups, dealerships, deals } from '../../db/schema';

/**
 * Reading a store from above (ADR 019): a group admin opens the GM, sales
 * manager and F&I boards and the deal log of a store of their group, an area
 * VP of a store of their area, with the store's real figures; a store of
 * another group (or area) is refused, and nothing in the store is theirs to change.
 */
const TZ = 'America/Denver';
const AREA = 9501;
const OTHER_AREA = 9502;
const GROUP = 9601;
const SISTER_GROUP = 9602;
const OTHER_GROUP = 9603;
const STORES = { boulder: 9701, golden: 9711, pueblo: 9721 } as const;

let t: TestApp;
let groupAdmin: TestClient;
let avp: TestClient;
let today: string;
let dealId: string;

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  const db = t.database.db;
  await db.insert(areas).values([
    { id: AREA, name: 'Front Range' },
    { id: OTHER_AREA, name: 'Western Slope' },
  ]);
  await db.insert(dealerGroups).values([
    { id: GROUP, areaId: AREA, name: 'Flatirons Auto' },
    { id: SISTER_GROUP, areaId: AREA, name: 'Table Mesa Motors' },
    { id: OTHER_GROUP, areaId: OTHER_AREA, name: 'Arkansas Valley Cars' },
  ]);
  await db.insert(dealerships).values([
    { id: STORES.boulder, dealerGroupId: GROUP, name: 'Boulder Subaru', timeZone: TZ },
    { id: STORES.golden, dealerGroupId: SISTER_GROUP, name: 'Golden Toyota', timeZone: TZ },
    { id: STORES.pueblo, dealerGroupId: OTHER_GROUP, name: 'Pueblo Chevrolet', timeZone: TZ },
  ]);
  // Boulder sells three this month, one of them still pending; the others one each.
  const rows = [STORES.boulder, STORES.boulder, STORES.boulder, STORES.golden, STORES.pueblo].map(
    (store, i) => ({
      dealershipId: store,
      dealNumber: `D${i + 1}`,
      dealDate: today,
      stockNumber: `S${i + 1}`,
      vinLast8: String(20_000_000 + i),
      customerLastName: `Buyer${i}`,
      dealType: 'Finance' as const,
      lender: 'Ally Financial',
      vehicleType: 'New' as const,
      frontEndGross: '1000.00',
      reserve: '500.00',
      vscProfit: '800.00',
      gapProfit: '0',
      status: i === 0 ? ('Pending' as const) : ('Funded' as const),
      fundedDate: i === 0 ? null : today,
    }),
  );
  const inserted = await db.insert(deals).values(rows).returning({ id: deals.id });
  dealId = inserted[0]!.id;
  groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  avp = (await t.person('area_vice_president', { areaId: AREA })).client;
}, 120_000);
afterAll(() => t.close());

const READS = {
  gm: (store: number) => `/api/sales-floor/gm?dealership_id=${store}`,
  salesManager: (store: number) => `/api/sales-floor/sales-manager?dealership_id=${store}`,
  finance: (store: number) => `/api/finance/dashboard?dealership_id=${store}&scope=store`,
  deals: (store: number) => `/api/deals?dealership_id=${store}`,
};

async function read<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.request(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

describe("a store's boards read from above", () => {
  it("the group admin reads their store's boards and deal log, with its figures", async () => {
    const gm = await read<GeneralManagerDashboard>(groupAdmin, READS.gm(STORES.boulder));
    expect(gm.dealershipId).toBe(STORES.boulder);
    expect(gm.sales.units).toBe(3);
    expect(gm.sales.frontGross).toBe(3000);
    const board = await read<SalesManagerDashboard>(groupAdmin, READS.salesManager(STORES.boulder));
    expect(board.units).toBe(3);
    const finance = await read<FinanceDashboard>(groupAdmin, READS.finance(STORES.boulder));
    expect(finance.metrics.units).toBe(3);
    const log = await read<DealListResponse>(groupAdmin, READS.deals(STORES.boulder));
    expect(log.total).toBe(3);
    expect(log.deals.every((deal) => deal.dealership_id === STORES.boulder)).toBe(true);
  });

  it('the group admin is refused a store of another group, in the area or out of it', async () => {
    for (const store of [STORES.golden, STORES.pueblo]) {
      for (const path of Object.values(READS)) {
        expect((await groupAdmin.request(path(store))).status, path(store)).toBe(403);
      }
    }
  });

  it("the area VP reads every store of the area's groups, and none of another area", async () => {
    for (const store of [STORES.boulder, STORES.golden]) {
      const gm = await read<GeneralManagerDashboard>(avp, READS.gm(store));
      expect(gm.sales.units).toBe(store === STORES.boulder ? 3 : 1);
      await read(avp, READS.salesManager(store));
      await read(avp, READS.finance(store));
      await read(avp, READS.deals(store));
    }
    for (const path of Object.values(READS)) {
      expect((await avp.request(path(STORES.pueblo))).status, path(STORES.pueblo)).toBe(403);
    }
  });

  it('neither changes anything in the store: logging, status, editing and goals refuse them', async () => {
    const writes: [string, string, unknown][] = [
      ['/api/deals', 'POST', { dealership_id: STORES.boulder, deal_number: 'X1' }],
      [`/api/deals/${dealId}`, 'PATCH', { front_end_gross: 5 }],
      [`/api/deals/${dealId}/status`, 'POST', { status: 'Funded' }],
      [`/api/deals/${dealId}`, 'DELETE', undefined],
      ['/api/sales', 'POST', { dealership_id: STORES.boulder }],
      [
        '/api/goals',
        'PUT',
        {
          dealership_id: STORES.boulder,
          month: today.slice(0, 7),
          goals: [{ userId: null, unitTarget: 10 }],
        },
      ],
    ];
    for (const client of [groupAdmin, avp]) {
      for (const [path, method, body] of writes) {
        const response = await client.request(path, { method, body });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    // The pending deal is still pending: nothing was written.
    const log = await read<DealListResponse>(groupAdmin, READS.deals(STORES.boulder));
    expect(log.deals.find((deal) => deal.id === dealId)?.status).toBe('Pending');
  });
});
