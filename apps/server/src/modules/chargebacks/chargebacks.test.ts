import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '@das/shared/periods';
import type { Chargeback, DealChargebacks } from '@das/shared/schemas/chargebacks';
import type { DealListResponse } from '@das/shared/schemas/deals';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { PayStatement } from '@das/shared/schemas/reports';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { auditLogs, dealerships, deals } from '../../db/schema';

/**
 * Chargebacks (issue 15, ADR 031): recorded this month on a deal of last month,
 * they change this month's F&I figures and pay and leave last month's as they were.
 */
const TZ = 'America/Chicago';
const STORE = 9901;
const OTHER = 9902;

let t: TestApp;
let today: string;
let thisMonth: string;
let lastMonth: string;
let fi: TestClient;
let fiId: string;
let director: TestClient;
let salesperson: TestClient;
let dealId: string;
let otherDealId: string;

let sequence = 0;
function deal(store: number, day: string, extra: Partial<typeof deals.$inferInsert> = {}) {
  sequence += 1;
  return {
    dealershipId: store,
    dealNumber: `C${sequence}`,
    dealDate: day,
    stockNumber: `CB${sequence}`,
    vinLast8: String(40_000_000 + sequence),
    customerLastName: `Cancel${sequence}`,
    dealType: 'Finance' as const,
    lender: 'Ally Financial',
    vehicleType: 'Used' as const,
    frontEndGross: '1000.00',
    reserve: '200.00',
    status: 'Funded' as const,
    fundedDate: day,
    fiManagerId: fiId,
    ...extra,
  };
}

async function json<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const dashboard = (client: TestClient, period: string, scope = 'mine') =>
  json<FinanceDashboard>(
    client,
    `/api/finance/dashboard?dealership_id=${STORE}&period=${period}&scope=${scope}`,
  );
const statement = (month: string) => json<PayStatement>(fi, `/api/pay/statement?month=${month}`);

function record(client: TestClient, body: unknown, id = dealId) {
  return client.request(`/api/deals/${id}/chargebacks`, { method: 'POST', body });
}

async function issues(response: Response): Promise<[string, string][]> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { details: { field: string; code: string }[] } };
  return body.error.details.map((issue) => [issue.field, issue.code]);
}

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  thisMonth = today.slice(0, 7);
  lastMonth = shiftMonth(thisMonth, -1);
  const db = t.database.db;
  await db.insert(dealerships).values([
    { id: STORE, name: 'Chargeback Motors', timeZone: TZ },
    { id: OTHER, name: 'Elsewhere Motors', timeZone: TZ },
  ]);
  const me = await t.person('finance_manager', { dealershipId: STORE });
  fi = me.client;
  fiId = me.id;
  director = (await t.person('finance_director', { dealershipId: STORE })).client;
  salesperson = (await t.person('salesperson', { dealershipId: STORE })).client;
  const [sold] = await db
    .insert(deals)
    .values(deal(STORE, `${lastMonth}-15`, { vscProfit: '1200.00', gapProfit: '400.00' }))
    .returning({ id: deals.id });
  dealId = sold!.id;
  // This month's own deal: it gives the month products sold for the rate.
  await db.insert(deals).values(deal(STORE, today, { vscProfit: '900.00', ppmProfit: '300.00' }));
  const [elsewhere] = await db
    .insert(deals)
    .values(deal(OTHER, today, { vscProfit: '500.00', fiManagerId: null }))
    .returning({ id: deals.id });
  otherDealId = elsewhere!.id;
}, 120_000);
afterAll(() => t.close());

describe('chargebacks', () => {
  it("reduce the month they are recorded in, line by line on its pay, and never the deal's month", async () => {
    const before = {
      last: await dashboard(fi, lastMonth),
      now: await dashboard(fi, thisMonth),
      lastPay: await statement(lastMonth),
      nowPay: await statement(thisMonth),
    };
    expect(before.now.chargebacks).toMatchObject({ count: 0, amount: 0 });

    const response = await record(fi, { product: 'vsc', amount: 800 });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Chargeback;
    expect(created).toMatchObject({
      deal_id: dealId,
      product: 'vsc',
      amount: 800,
      chargeback_date: today,
      fi_manager_id: fiId,
    });

    // Last month keeps every figure and its pay; only its deal now shows the chargeback.
    const { recentDeals: lastDeals, ...lastFigures } = await dashboard(fi, lastMonth);
    const { recentDeals: lastDealsBefore, ...lastFiguresBefore } = before.last;
    expect(lastFigures).toEqual(lastFiguresBefore);
    expect(lastDeals.map((entry) => entry.chargeback_amount)).toEqual([800]);
    expect(lastDealsBefore.map((entry) => entry.chargeback_amount)).toEqual([0]);
    const { deals: _paidDeals, ...lastPay } = await statement(lastMonth);
    const { deals: _paidDealsBefore, ...lastPayBefore } = before.lastPay;
    expect(lastPay).toEqual(lastPayBefore);

    // This month: the same deal figures, and the chargeback beside them.
    const now = await dashboard(fi, thisMonth);
    expect(now.metrics).toEqual(before.now.metrics);
    expect(now.chargebacks).toMatchObject({
      count: 1,
      amount: 800,
      netBackGross: before.now.metrics.backGross - 800,
    });
    // One VSC charged back against one sold on this month's deals.
    expect(now.chargebacks.byProduct.find((row) => row.product === 'vsc')).toEqual({
      product: 'vsc',
      count: 1,
      amount: 800,
      sold: 1,
      rate: 1,
    });
    expect(now.chargebacks.byProduct.find((row) => row.product === 'gap')).toMatchObject({
      count: 0,
      sold: 0,
      rate: null,
    });
    // Two products sold this month by the manager: one chargeback is a rate of ½.
    expect(now.chargebacks.byManager).toEqual([
      expect.objectContaining({
        fiManagerId: fiId,
        count: 1,
        amount: 800,
        productsSold: 2,
        rate: 0.5,
      }),
    ]);

    // This month's pay: 25 % of 800 and the $100 VSC bonus taken back, on a line of its own.
    const pay = await statement(thisMonth);
    const line = pay.earned.lines.find((entry) => entry.item === 'chargeback');
    expect(line).toMatchObject({
      amount: -300,
      chargeback: { dealId, product: 'vsc', amount: 800, date: today },
    });
    expect(pay.earned.total).toBe(before.nowPay.earned.total - 300);
  });

  it("the director sees the store's chargebacks; the deal log counts them and its CSV lists them", async () => {
    const store = await dashboard(director, thisMonth, 'store');
    expect(store.chargebacks).toMatchObject({ count: 1, amount: 800 });
    const log = await json<DealListResponse>(director, `/api/deals?dealership_id=${STORE}`);
    const row = log.deals.find((entry) => entry.id === dealId);
    expect(row).toMatchObject({ chargeback_count: 1, chargeback_amount: 800 });
    expect(log.deals.filter((entry) => entry.id !== dealId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ chargeback_count: 0 })]),
    );
    const csv = await (await director.request(`/api/deals/export?dealership_id=${STORE}`)).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/,Chargebacks,Charged back$/);
    const dealNumber = row!.deal_number;
    expect(lines.find((line) => line.startsWith(`${dealNumber},`))).toMatch(/,1,800\.00$/);
  });

  it('refuses what cannot be charged back, naming each field, and records nothing', async () => {
    const cases: [unknown, [string, string][]][] = [
      // Not sold on the deal; already charged back.
      [{ product: 'ppm', amount: 10 }, [['product', 'not_one_of']]],
      [{ product: 'vsc', amount: 10 }, [['product', 'not_one_of']]],
      // More than the product's profit (GAP made 400).
      [{ product: 'gap', amount: 400.01 }, [['amount', 'too_big']]],
      [{ product: 'gap', amount: 0 }, [['amount', 'too_small']]],
      [{ product: 'gap', amount: -5 }, [['amount', 'too_small']]],
      [{ product: 'tires', amount: 5 }, [['product', 'not_one_of']]],
      [{ amount: 5 }, [['product', 'required']]],
      // Before the deal date, or after today.
      [
        { product: 'gap', amount: 5, chargeback_date: `${lastMonth}-14` },
        [['chargeback_date', 'date_out_of_range']],
      ],
      [
        { product: 'gap', amount: 5, chargeback_date: `${shiftMonth(thisMonth, 1)}-01` },
        [['chargeback_date', 'date_out_of_range']],
      ],
    ];
    for (const [body, expected] of cases) {
      expect(await issues(await record(fi, body)), JSON.stringify(body)).toEqual(expected);
    }
    const list = await json<DealChargebacks>(fi, `/api/deals/${dealId}/chargebacks`);
    expect(list.chargebacks.map((entry) => entry.product)).toEqual(['vsc']);
  });

  it('a chargeback may be dated back to the deal date; that month is the one it reduces', async () => {
    const response = await record(fi, {
      product: 'gap',
      amount: 400,
      chargeback_date: `${lastMonth}-15`,
    });
    expect(response.status).toBe(201);
    const last = await dashboard(fi, lastMonth);
    expect(last.chargebacks).toMatchObject({ count: 1, amount: 400 });
    expect((await dashboard(fi, thisMonth)).chargebacks).toMatchObject({ count: 1, amount: 800 });
  });

  it("another store's deal is not found; the floor may read a deal's chargebacks but not record them", async () => {
    expect((await record(fi, { product: 'vsc', amount: 5 }, otherDealId)).status).toBe(404);
    expect((await fi.request(`/api/deals/${otherDealId}/chargebacks`)).status).toBe(404);
    expect((await record(salesperson, { product: 'vsc', amount: 5 })).status).toBe(403);
  });

  it('an unwound deal takes nothing back twice: its chargebacks leave the sums and the pay', async () => {
    const [sold] = await t.database.db
      .insert(deals)
      .values(deal(STORE, `${lastMonth}-10`, { vscProfit: '700.00' }))
      .returning({ id: deals.id });
    const before = { now: await dashboard(fi, thisMonth), pay: await statement(thisMonth) };
    expect((await record(fi, { product: 'vsc', amount: 700 }, sold!.id)).status).toBe(201);
    expect((await dashboard(fi, thisMonth)).chargebacks.amount).toBe(
      before.now.chargebacks.amount + 700,
    );

    const unwound = await fi.request(`/api/deals/${sold!.id}/status`, {
      method: 'POST',
      body: { status: 'Unwound' },
    });
    expect(unwound.status).toBe(200);
    expect((await dashboard(fi, thisMonth)).chargebacks).toEqual(before.now.chargebacks);
    const pay = await statement(thisMonth);
    expect(pay.earned.lines.some((line) => line.chargeback?.dealId === sold!.id)).toBe(false);
    expect(pay.earned.total).toBe(before.pay.earned.total);
    // Still on the deal, for the record.
    const listed = await json<DealChargebacks>(fi, `/api/deals/${sold!.id}/chargebacks`);
    expect(listed.chargebacks.map((entry) => entry.amount)).toEqual([700]);
  });

  it('a mistaken chargeback is removed, audited, and its month is as before', async () => {
    const list = await json<DealChargebacks>(director, `/api/deals/${dealId}/chargebacks`);
    const gap = list.chargebacks.find((entry) => entry.product === 'gap')!;
    const path = `/api/deals/${dealId}/chargebacks/${gap.id}`;
    expect((await fi.request(path, { method: 'DELETE' })).status).toBe(204);
    expect((await fi.request(path, { method: 'DELETE' })).status).toBe(404);
    expect((await dashboard(fi, lastMonth)).chargebacks).toMatchObject({ count: 0, amount: 0 });
    const audited = await t.database.db
      .select({ operation: auditLogs.operation })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'chargeback'), eq(auditLogs.entityId, gap.id)));
    expect(audited.map((entry) => entry.operation).sort()).toEqual([
      'chargeback.create',
      'chargeback.delete',
    ]);
  });
});
