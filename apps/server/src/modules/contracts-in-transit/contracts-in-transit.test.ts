import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@das/shared/periods';
import type { ContractsInTransit } from '@das/shared/schemas/contracts-in-transit';
import type { DealListResponse } from '@das/shared/schemas/deals';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import type { AdminHome } from '@das/shared/schemas/store-admin';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { dealerGroups, dealerships, deals } from '../../db/schema';

/**
 * Contracts in transit (ADR 029): a store's pending deals aged from their deal
 * date to the store's today by the one clock, at each bucket's edges.
 */
const TZ = 'America/Chicago';
const STORE = 9801;
const OTHER = 9802;

let t: TestApp;
let today: string;
let manager: TestClient;
let managerId: string;
let colleagueId: string;

let sequence = 0;
function deal(store: number, daysAgo: number, extra: Partial<typeof deals.$inferInsert> = {}) {
  sequence += 1;
  return {
    dealershipId: store,
    dealNumber: `T${sequence}`,
    dealDate: addDays(today, -daysAgo),
    stockNumber: `S${sequence}`,
    vinLast8: String(30_000_000 + sequence),
    customerLastName: `Buyer${sequence}`,
    dealType: 'Finance' as const,
    lender: 'Ally Financial',
    vehicleType: 'Used' as const,
    frontEndGross: '1000.00',
    reserve: '100.00',
    vscProfit: '0',
    status: 'Pending' as const,
    fiManagerId: managerId,
    ...extra,
  };
}

async function read(client: TestClient, store = STORE): Promise<ContractsInTransit> {
  const response = await client.request(`/api/finance/contracts-in-transit?dealership_id=${store}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ContractsInTransit;
}

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  const db = t.database.db;
  await db.insert(dealerGroups).values({ id: STORE, name: 'Transit Group' });
  await db.insert(dealerships).values([
    { id: STORE, dealerGroupId: STORE, name: 'Transit Motors', timeZone: TZ },
    { id: OTHER, name: 'Elsewhere Motors', timeZone: TZ, transitAlertDays: 3 },
  ]);
  const me = await t.person('finance_manager', {
    dealershipId: STORE,
    firstName: 'Fay',
    lastName: 'Ince',
  });
  manager = me.client;
  managerId = me.id;
  colleagueId = (
    await t.person(
      'finance_manager',
      { dealershipId: STORE, firstName: 'Cole', lastName: 'League' },
      { signIn: false },
    )
  ).id;
  await db.insert(deals).values([
    // Each bucket's edges: 0 and 5, 6 and 10, 11 and 20, 21 and beyond.
    deal(STORE, 0, { reserve: '1.00' }),
    deal(STORE, 5, { reserve: '2.00' }),
    deal(STORE, 6, { reserve: '4.00', lender: 'Chase Auto' }),
    deal(STORE, 10, { reserve: '8.00', lender: 'Chase Auto', fiManagerId: colleagueId }),
    deal(STORE, 11, { reserve: '16.00', fiManagerId: colleagueId }),
    deal(STORE, 20, { reserve: '32.00', vscProfit: '500.00' }),
    deal(STORE, 21, { reserve: '64.00', lender: 'Chase Auto' }),
    deal(STORE, 45, { dealType: 'Cash', lender: null, reserve: '0', fiManagerId: null }),
    // Not in transit: funded and unwound deals, however old.
    deal(STORE, 30, { status: 'Funded', fundedDate: today }),
    deal(STORE, 30, { status: 'Unwound' }),
    // Another store's pending deals never show.
    deal(OTHER, 50, { fiManagerId: null, customerLastName: 'Elsewhere' }),
  ]);
}, 120_000);
afterAll(() => t.close());

const counts = (group: ContractsInTransit['total']) => group.buckets.map((bucket) => bucket.deals);

describe('contracts in transit', () => {
  it('buckets the pending deals at the edges 5/6, 10/11 and 20/21 days, with the back gross in each', async () => {
    const answer = await read(manager);
    expect(answer).toMatchObject({ dealershipId: STORE, today, alertDays: 10 });
    expect(answer.total.buckets).toEqual([
      { bucket: '0-5', deals: 2, backGross: 3 },
      { bucket: '6-10', deals: 2, backGross: 12 },
      { bucket: '11-20', deals: 2, backGross: 548 },
      { bucket: 'over-20', deals: 2, backGross: 64 },
    ]);
    expect(answer.total).toMatchObject({ deals: 8, backGross: 627, oldestDays: 45 });
  });

  it('groups by lender and by F&I manager, oldest first; a cash deal has no lender', async () => {
    const answer = await read(manager);
    expect(answer.byLender.map((row) => [row.lender, row.oldestDays, counts(row)])).toEqual([
      [null, 45, [0, 0, 0, 1]],
      ['Chase Auto', 21, [0, 2, 0, 1]],
      ['Ally Financial', 20, [2, 0, 2, 0]],
    ]);
    expect(answer.byLender[1]).toMatchObject({ deals: 3, backGross: 76 });
    expect(
      answer.byFiManager.map((row) => [row.name, row.deals, row.backGross, counts(row)]),
    ).toEqual([
      [null, 1, 0, [0, 0, 0, 1]],
      ['Fay Ince', 5, 603, [2, 1, 1, 1]],
      ['Cole League', 2, 24, [0, 1, 1, 0]],
    ]);
    expect(answer.byFiManager[1]?.fiManagerId).toBe(managerId);
  });

  it('lists the oldest first, and never another store’s deals', async () => {
    const answer = await read(manager);
    expect(answer.oldest.map((row) => row.days)).toEqual([45, 21, 20, 11, 10, 6, 5, 0]);
    expect(answer.oldest[1]).toMatchObject({
      lender: 'Chase Auto',
      fiManagerName: 'Fay Ince',
      backGross: 64,
      dealDate: addDays(today, -21),
    });
    expect(answer.oldest.some((row) => row.customerLastName === 'Elsewhere')).toBe(false);
    const refused = await manager.request(
      `/api/finance/contracts-in-transit?dealership_id=${OTHER}`,
    );
    expect(refused.status).toBe(403);
    const csv = await manager.request(
      `/api/finance/contracts-in-transit/export?dealership_id=${OTHER}`,
    );
    expect(csv.status).toBe(403);
  });

  it('exports every pending deal as CSV, oldest first', async () => {
    const response = await manager.request('/api/finance/contracts-in-transit/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toContain(
      `contracts-in-transit-${today}.csv`,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Deal #,Deal date,Days in transit,Customer,Deal type,Lender,F&I manager,Back gross',
    );
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe(`T8,${addDays(today, -45)},45,Buyer8,Cash,,,0.00`);
    expect(lines[2]).toBe(`T7,${addDays(today, -21)},21,Buyer7,Finance,Chase Auto,Fay Ince,64.00`);
    expect(lines.join('\n')).not.toContain('Elsewhere');
  });

  it('gives the deal log of one store its today and alert days, so it can mark the old ones', async () => {
    const response = await manager.request('/api/deals?page_size=5');
    const log = (await response.json()) as DealListResponse;
    expect(log.transit).toEqual({ today, alert_days: 10 });
  });

  it("follows the store's own alert days on the deal log, and gives the F&I dashboard its small-sample setting", async () => {
    await t.database.db
      .update(dealerships)
      .set({ transitAlertDays: 20, smallSampleDeals: 4 })
      .where(eq(dealerships.id, STORE));
    expect((await read(manager)).alertDays).toBe(20);
    const log = (await (
      await manager.request('/api/deals?page_size=5')
    ).json()) as DealListResponse;
    expect(log.transit).toEqual({ today, alert_days: 20 });
    const dashboard = (await (
      await manager.request('/api/finance/dashboard?scope=store')
    ).json()) as FinanceDashboard;
    expect(dashboard.smallSampleDeals).toBe(4);
    // The GM's and the store admin's PVR cards mark their small samples by it too.
    const { client: gm } = await t.person('general_manager', { dealershipId: STORE });
    const gmBoard = (await (
      await gm.request('/api/sales-floor/gm')
    ).json()) as GeneralManagerDashboard;
    expect(gmBoard.smallSampleDeals).toBe(4);
    const { client: admin } = await t.person('dealership_admin', { dealershipId: STORE });
    const home = (await (await admin.request('/api/store-admin/home')).json()) as AdminHome;
    expect(home.smallSampleDeals).toBe(4);
  });

  it('is refused to a salesperson, who reads no F&I figures', async () => {
    const { client } = await t.person('salesperson', { dealershipId: STORE });
    expect((await client.request('/api/finance/contracts-in-transit')).status).toBe(403);
  });
});
