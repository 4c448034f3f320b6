import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '@das/shared/deals';
import { shiftMonth } from '@das/shared/periods';
import type { SessionResponse } from '@das/shared/schemas/auth';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { MyRecord } from '@das/shared/schemas/my-record';
import type { PayStatement } from '@das/shared/schemas/reports';
import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { deals, goals } from '../../db/schema';

let t: TestApp;
let finance: TestClient;
let financeUser: SessionResponse['user'];
let seller: TestClient;
let sellerUser: SessionResponse['user'];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  finance = t.client();
  financeUser = (await finance.signIn('finance_manager@demo.example.com')).user;
  seller = t.client();
  sellerUser = (await seller.signIn('salesperson@demo.example.com')).user;
}, 120_000);
afterAll(() => t.close());

/** RFC 4180, as `lib/csv.ts` writes it: quoted cells may hold commas, quotes and line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** The zip's files, each CSV as objects keyed by its header row (and the header itself). */
async function exportOf(client: TestClient) {
  const response = await client.request('/api/me/record/export');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const csv = (name: string) => {
    const [header = [], ...rows] = parseCsv(strFromU8(files[name]!));
    return {
      header,
      rows: rows.map((cells) => Object.fromEntries(header.map((key, i) => [key, cells[i]!]))),
    };
  };
  return {
    disposition: response.headers.get('Content-Disposition'),
    names: Object.keys(files).sort(),
    text: Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n'),
    readme: strFromU8(files['README.txt']!),
    deals: csv('deals.csv'),
    kpis: csv('monthly-kpis.csv'),
    goals: csv('goals.csv'),
    pay: csv('pay-statements.csv'),
  };
}

async function recordOf(client: TestClient): Promise<MyRecord> {
  const response = await client.request('/api/me/record');
  expect(response.status).toBe(200);
  return (await response.json()) as MyRecord;
}

const lastMonth = () => shiftMonth(t.today().slice(0, 7), -1);

describe("an F&I manager's record", () => {
  it('sums each month as the F&I dashboard does, and names the best months', async () => {
    const record = await recordOf(finance);
    expect(record.kind).toBe('finance');
    expect(record.person.name).toBe(`${financeUser.firstName} ${financeUser.lastName}`);
    expect(record.months.at(-1)!.month).toBe(t.today().slice(0, 7));
    const month = record.months.find((row) => row.month === lastMonth())!;
    const dashboard = (await (
      await finance.request(`/api/finance/dashboard?period=${lastMonth()}&scope=mine`)
    ).json()) as FinanceDashboard;
    expect(month.units).toBeGreaterThan(0);
    expect(month.units).toBe(dashboard.metrics.units);
    expect(month.backGross).toBe(dashboard.metrics.backGross);
    expect(month.gross).toBe(dashboard.metrics.backGross);
    expect(month.pvr).toBe(dashboard.metrics.backPvr);
    expect(month.ppd).toBe(dashboard.metrics.ppd);
    expect(month.penetration.find((row) => row.product === 'vsc')!.penetration).toBe(
      dashboard.metrics.products.find((row) => row.product === 'vsc')!.penetration,
    );
    // The best month by units is one of the months, and none has more.
    const most = Math.max(...record.months.map((row) => row.units));
    expect(record.best.units!.value).toBe(most);
    expect(record.months.find((row) => row.month === record.best.units!.month)!.units).toBe(most);
    // Averages are over the months before this one, PVR as a ratio of sums.
    const done = record.months.filter((row) => row.month < t.today().slice(0, 7));
    expect(record.averages.months).toBe(done.length);
    const units = done.reduce((sum, row) => sum + row.units, 0);
    const gross = done.reduce((sum, row) => sum + row.gross, 0);
    expect(record.averages.pvr).toBeCloseTo(gross / units, 2);
  });

  it('exports every deal of theirs, monthly KPIs, goals and pay statements in one zip', async () => {
    const files = await exportOf(finance);
    expect(files.names).toEqual([
      'README.txt',
      'chargebacks.csv',
      'deals.csv',
      'goals.csv',
      'monthly-kpis.csv',
      'pay-statements.csv',
    ]);
    const name = `${financeUser.firstName}-${financeUser.lastName}`.toLowerCase();
    expect(files.disposition).toBe(
      `attachment; filename="das-board-record-${name}-${t.today()}.zip"`,
    );
    expect(files.deals.header).toEqual([
      'deal_number',
      'deal_date',
      'stock_number',
      'vin_last8',
      'customer_last_name',
      'deal_type',
      'vehicle_type',
      'manufacturer',
      'lender',
      'salesperson_name',
      'second_salesperson_name',
      'sales_manager_name',
      'fi_manager_name',
      'front_end_gross',
      'reserve',
      ...PRODUCTS,
      'back_end_gross',
      'total_gross',
      'products_sold',
      'status',
      'funded_date',
      'my_roles',
      'my_units',
    ]);
    expect(files.kpis.header.slice(0, 4)).toEqual(['month', 'kind', 'deals', 'units']);
    expect(files.goals.header).toEqual([
      'month',
      'unit_target',
      'gross_target',
      'units',
      'gross',
      'unit_target_met',
    ]);
    expect(files.pay.header).toEqual([
      'month',
      'plan_kind',
      'plan_effective_from',
      'section',
      'item',
      'deals',
      'amount',
    ]);
    expect(files.readme).toContain('deals.csv');

    // Every deal they are on, and only those.
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from deals where ${financeUser.id}::uuid in
            (fi_manager_id, salesperson_id, second_salesperson_id, sales_manager_id)`,
    );
    expect(files.deals.rows).toHaveLength(count!.n);

    // A known deal, field by field: ISO dates, money to 2 places, names not ids.
    const [known] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select d.deal_number, d.deal_date::text, d.stock_number, d.front_end_gross::text as front,
                 d.vsc_profit::text as vsc, d.back_end_gross::text as back, d.status::text,
                 d.funded_date::text, sp.first_name || ' ' || sp.last_name as seller
          from deals d left join profiles sp on sp.user_id = d.salesperson_id
          where d.fi_manager_id = ${financeUser.id} and d.status = 'Funded'
          order by d.deal_date desc, d.deal_number limit 1`,
    );
    const row = files.deals.rows.find((deal) => deal.deal_number === known!.deal_number)!;
    expect(row).toMatchObject({
      deal_date: known!.deal_date,
      stock_number: known!.stock_number,
      front_end_gross: known!.front,
      vsc: known!.vsc,
      back_end_gross: known!.back,
      status: 'Funded',
      funded_date: known!.funded_date,
      salesperson_name: known!.seller,
      fi_manager_name: `${financeUser.firstName} ${financeUser.lastName}`,
      my_roles: 'fi_manager',
    });
    expect(row.front_end_gross).toMatch(/^\d+\.\d{2}$/);
    expect(row.deal_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The month's KPIs are the dashboard's.
    const dashboard = (await (
      await finance.request(`/api/finance/dashboard?period=${lastMonth()}&scope=mine`)
    ).json()) as FinanceDashboard;
    const kpi = files.kpis.rows.find((month) => month.month === lastMonth())!;
    expect(Number(kpi.units)).toBe(dashboard.metrics.units);
    expect(kpi.back_gross).toBe(dashboard.metrics.backGross.toFixed(2));

    // Pay: the month's statement, line by line, as the pay module computes it.
    const statement = (await (
      await finance.request(`/api/pay/statement?month=${lastMonth()}`)
    ).json()) as PayStatement;
    const earned = files.pay.rows.filter(
      (line) => line.month === lastMonth() && line.section === 'earned' && line.item !== 'total',
    );
    expect(earned.length).toBeGreaterThan(1);
    expect(earned.map((line) => [line.item, Number(line.amount)])).toEqual(
      statement.earned.lines.map((line) => [line.item, line.amount]),
    );
    expect(
      files.pay.rows.find(
        (line) => line.month === lastMonth() && line.section === 'earned' && line.item === 'total',
      )!.amount,
    ).toBe(statement.earned.total.toFixed(2));
  });
});

describe("a salesperson's record, and nobody else's", () => {
  let colleague: Awaited<ReturnType<TestApp['person']>>;
  const shared = `SH${randomUUID().slice(0, 6)}`;
  const solo = `SO${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    colleague = await t.person('salesperson', {
      dealershipId: sellerUser.dealershipId!,
      firstName: 'Quentin',
      lastName: 'Colleague',
    });
    const day = `${lastMonth()}-10`;
    const base = {
      dealershipId: sellerUser.dealershipId!,
      dealDate: day,
      vinLast8: '12345678',
      customerLastName: 'Shopper',
      dealType: 'Cash' as const,
      vehicleType: 'Used' as const,
      frontEndGross: '1001.00',
      status: 'Funded' as const,
      fundedDate: day,
    };
    await t.database.db.insert(deals).values([
      {
        ...base,
        dealNumber: shared,
        stockNumber: shared,
        salespersonId: sellerUser.id,
        secondSalespersonId: colleague.id,
      },
      { ...base, dealNumber: solo, stockNumber: solo, salespersonId: colleague.id },
    ]);
    await t.database.db.insert(goals).values({
      dealershipId: sellerUser.dealershipId!,
      userId: colleague.id,
      month: `${lastMonth()}-01`,
      unitTarget: '99.0',
    });
  });

  it('credits a split ½ as the salesperson dashboard does', async () => {
    const record = await recordOf(seller);
    expect(record.kind).toBe('sales');
    const month = record.months.find((row) => row.month === lastMonth())!;
    const dashboard = (await (
      await seller.request(`/api/sales-floor/salesperson?period=${lastMonth()}`)
    ).json()) as SalespersonDashboard;
    expect(month.units).toBeGreaterThan(1);
    expect(month.units).toBe(dashboard.units);
    expect(month.totalGross).toBe(dashboard.totalGross);
    expect(month.ppd).toBeNull();
  });

  it('shows the shared deal with the colleague by name only, and none of their own', async () => {
    const files = await exportOf(seller);
    const row = files.deals.rows.find((deal) => deal.deal_number === shared)!;
    expect(row).toMatchObject({
      salesperson_name: `${sellerUser.firstName} ${sellerUser.lastName}`,
      second_salesperson_name: 'Quentin Colleague',
      my_roles: 'salesperson',
      my_units: '0.5',
      front_end_gross: '1001.00',
    });
    expect(files.deals.rows.some((deal) => deal.deal_number === solo)).toBe(false);
    // Neither the colleague's id nor their goal of 99 units is anywhere in the zip.
    expect(files.text).not.toContain(colleague.id);
    expect(files.goals.rows.some((goal) => goal.unit_target === '99')).toBe(false);
    // Every deal row is one the salesperson is on.
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from deals where ${sellerUser.id}::uuid in
            (fi_manager_id, salesperson_id, second_salesperson_id, sales_manager_id)`,
    );
    expect(files.deals.rows).toHaveLength(count!.n);
  });

  it("the colleague's own record has both deals, the shared one as second salesperson", async () => {
    const files = await exportOf(colleague.client);
    expect(files.deals.rows.map((deal) => [deal.deal_number, deal.my_roles])).toEqual([
      [shared, 'second_salesperson'],
      [solo, 'salesperson'],
    ]);
    expect(files.goals.rows).toEqual([
      {
        month: lastMonth(),
        unit_target: '99',
        gross_target: '',
        units: '1.5',
        gross: '1501.50',
        unit_target_met: 'false',
      },
    ]);
    expect(files.text).not.toContain(sellerUser.id);
    const record = await recordOf(colleague.client);
    expect(record.months.map((month) => month.month)).toEqual([lastMonth(), t.today().slice(0, 7)]);
    expect(record.goals).toEqual({ months: 1, met: 0 });
  });
});

describe('who has a record', () => {
  it('platform staff and those above a store have none (404); nobody signed out (401)', async () => {
    for (const email of ['master_admin@demo.example.com', 'dealer_group_admin@demo.example.com']) {
      const client = t.client();
      await client.signIn(email);
      expect((await client.request('/api/me/record')).status).toBe(404);
      expect((await client.request('/api/me/record/export')).status).toBe(404);
    }
    expect((await t.client().request('/api/me/record')).status).toBe(401);
    expect((await t.client().request('/api/me/record/export')).status).toBe(401);
  });

  it('a person with no deals yet has an empty record and a zip of headers', async () => {
    const newcomer = await t.person('finance_manager', {
      dealershipId: sellerUser.dealershipId!,
    });
    const record = await recordOf(newcomer.client);
    expect(record.months).toEqual([]);
    expect(record.best).toEqual({ units: null, gross: null, pvr: null });
    const files = await exportOf(newcomer.client);
    expect(files.deals.rows).toEqual([]);
    expect(files.deals.header[0]).toBe('deal_number');
  });
});
