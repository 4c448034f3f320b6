import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalPace } from '@das/shared/goal-pace';
import { LENDERS, PRODUCTS } from '@das/shared/deals';
import { daysInMonth, resolvePeriod } from '@das/shared/periods';
import type { ErrorBody } from '@das/shared/errors';
import type { AdminHome, SaveStoreSettings, StoreSettings } from '@das/shared/schemas/store-admin';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

/**
 * The dealership admin's home and store settings on the demo store (46): every
 * figure against the deals summed by hand in SQL, tenancy, validation naming
 * each field, and the audit of a change.
 */
let t: TestApp;
let admin: TestClient;
let seller: TestClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = t.client();
  seller = t.client();
  await admin.signIn('dealership_admin@demo.example.com');
  await seller.signIn('salesperson@demo.example.com');
});
afterAll(() => t.close());

const json = async <T>(client: TestClient, path: string) =>
  (await (await client.request(path)).json()) as T;
const num = (value: unknown) => Number(value);

describe("the dealership admin's home", () => {
  it.each(['this_month', 'last_month', 'year_to_date'])(
    'agrees with the deals summed by hand, %s',
    async (periodKey) => {
      const home = await json<AdminHome>(admin, `/api/store-admin/home?period=${periodKey}`);
      const period = resolvePeriod(periodKey as 'this_month', t.today());
      const [hand] = await queryRows<Record<string, string>>(
        t.database.db,
        sql`select count(*) filter (where status <> 'Unwound') as units,
                   coalesce(sum(front_end_gross) filter (where status <> 'Unwound'), 0) as front,
                   coalesce(sum(back_end_gross) filter (where status <> 'Unwound'), 0) as back,
                   count(*) filter (where status = 'Funded') as funded,
                   count(*) filter (where status = 'Pending') as at_risk,
                   coalesce(sum(back_end_gross) filter (where status = 'Pending'), 0) as at_risk_back,
                   count(*) filter (where status <> 'Unwound' and vsc_profit > 0) as vsc
            from deals where dealership_id = 46
              and deal_date >= ${period.start}::date and deal_date < ${period.end}::date`,
      );
      expect(home.dealershipId).toBe(46);
      expect(home.sales.units).toBe(num(hand?.units));
      expect(home.sales.frontGross).toBe(num(hand?.front));
      expect(home.finance.backGross).toBe(num(hand?.back));
      expect(home.funded.deals).toBe(num(hand?.funded));
      expect(home.atRisk.deals).toBe(num(hand?.at_risk));
      expect(home.atRisk.backGross).toBe(num(hand?.at_risk_back));
      const vsc = home.products.find((row) => row.product === 'vsc');
      const units = num(hand?.units);
      expect(vsc?.penetration).toBeCloseTo(units === 0 ? 0 : num(hand?.vsc) / units, 3);
      // The GM's board shows the same two sides.
      const board = await json<{ sales: unknown; finance: unknown }>(
        admin,
        `/api/sales-floor/gm?period=${periodKey}`,
      );
      expect(home.sales).toEqual(board.sales);
      expect(home.finance).toEqual(board.finance);
    },
  );

  it("paces this month against the store's goal and each department's", async () => {
    const home = await json<AdminHome>(admin, '/api/store-admin/home?period=last_month');
    const today = t.today();
    const monthStart = `${today.slice(0, 8)}01`;
    const [goals] = await queryRows<Record<string, string | null>>(
      t.database.db,
      sql`select (select unit_target from goals where dealership_id = 46 and user_id is null and month = ${monthStart}::date) as store,
                 (select sum(g.unit_target) from goals g join profiles p on p.user_id = g.user_id
                   where g.dealership_id = 46 and g.month = ${monthStart}::date and p.role = 'finance_manager') as finance,
                 (select count(*) from deals where dealership_id = 46 and status <> 'Unwound'
                   and deal_date >= ${monthStart}::date and deal_date <= ${today}::date) as units`,
    );
    const expected = (target: string | null | undefined) =>
      target == null
        ? null
        : goalPace({
            target: num(target),
            actual: num(goals?.units),
            currentDay: Number(today.slice(8, 10)),
            daysInMonth: daysInMonth(today),
          }).expected;
    expect(home.pace.store?.expected ?? null).toBe(expected(goals?.store));
    expect(home.pace.finance?.expected ?? null).toBe(expected(goals?.finance));
    expect(home.pace.store?.actual ?? num(goals?.units)).toBe(num(goals?.units));
  });

  it('names quiet salespeople, the longest pending deals and people without a team or plan', async () => {
    const home = await json<AdminHome>(admin, '/api/store-admin/home');
    const today = t.today();
    const quiet = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select p.user_id from profiles p
          where p.dealership_id = 46 and p.role = 'salesperson' and p.is_active
            and not exists (select 1 from sales s where s.salesperson_id = p.user_id and s.dealership_id = 46
              and s.status in ('pending', 'completed') and s.sale_date > ${today}::date - 7)`,
    );
    expect(home.quiet.map((row) => row.userId).sort()).toEqual(
      quiet.map((row) => row.user_id).sort(),
    );
    expect(
      home.quiet.every((row) => row.daysSinceLastSale === null || row.daysSinceLastSale >= 7),
    ).toBe(true);

    const pending = await queryRows<{ id: string; total: number }>(
      t.database.db,
      sql`select id, count(*) over ()::int as total from deals where dealership_id = 46 and status = 'Pending'
          order by deal_date asc, created_at asc, id limit 5`,
    );
    expect(home.pendingFunding.total).toBe(pending[0]?.total ?? 0);
    expect(home.pendingFunding.deals.map((deal) => deal.deal_number).length).toBe(pending.length);
    const oldest = home.pendingFunding.deals[0];
    if (oldest)
      expect(oldest.daysPending).toBeGreaterThanOrEqual(
        home.pendingFunding.deals.at(-1)!.daysPending,
      );

    const withoutTeam = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from profiles where dealership_id = 46 and role = 'salesperson' and is_active and team_manager_id is null`,
    );
    expect(home.attention.withoutTeam.map((row) => row.userId).sort()).toEqual(
      withoutTeam.map((row) => row.user_id).sort(),
    );
    const withoutPlan = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select p.user_id from profiles p where p.dealership_id = 46 and p.is_active
            and p.role in ('salesperson', 'finance_manager', 'single_finance_manager', 'sales_manager', 'general_manager')
            and not exists (select 1 from pay_plans pp where pp.user_id = p.user_id and pp.effective_from <= ${today}::date)`,
    );
    expect(home.attention.withoutPayPlan.map((row) => row.userId).sort()).toEqual(
      withoutPlan.map((row) => row.user_id).sort(),
    );
    expect(home.attention.pendingInvitations).toEqual([]);
  });

  it('ranks every active salesperson by units (a split ½) and front gross, as summed by hand', async () => {
    const home = await json<AdminHome>(admin, '/api/store-admin/home?period=last_month');
    const period = resolvePeriod('last_month', t.today());
    const hand = await queryRows<{ user_id: string; units: string; front: string }>(
      t.database.db,
      sql`select p.user_id,
                 coalesce(sum(c.share), 0) as units,
                 coalesce(sum(c.front), 0) as front
          from profiles p
          left join (
            select d.salesperson_id as person,
                   case when d.second_salesperson_id is null then 1 else 0.5 end as share,
                   case when d.second_salesperson_id is null then d.front_end_gross
                        else round(d.front_end_gross / 2, 2) end as front
            from deals d where d.dealership_id = 46 and d.status <> 'Unwound'
              and d.deal_date >= ${period.start}::date and d.deal_date < ${period.end}::date
            union all
            select d.second_salesperson_id, 0.5, d.front_end_gross - round(d.front_end_gross / 2, 2)
            from deals d where d.dealership_id = 46 and d.status <> 'Unwound'
              and d.second_salesperson_id is not null
              and d.deal_date >= ${period.start}::date and d.deal_date < ${period.end}::date
          ) c on c.person = p.user_id
          where p.dealership_id = 46 and p.role = 'salesperson' and p.is_active
          group by p.user_id`,
    );
    expect(home.salespeople.length).toBe(hand.length);
    expect(home.salespeople.some((row) => row.units > 0)).toBe(true);
    for (const row of hand) {
      const shown = home.salespeople.find((person) => person.userId === row.user_id);
      expect(shown?.units, row.user_id).toBe(num(row.units));
      expect(shown?.frontGross, row.user_id).toBeCloseTo(num(row.front), 2);
    }
    const units = home.salespeople.map((row) => row.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });

  it("refuses another store and roles below the store's admin", async () => {
    const other = await admin.request('/api/store-admin/home?dealership_id=47');
    expect(other.status).toBe(403);
    expect((await seller.request('/api/store-admin/home')).status).toBe(403);
    expect((await seller.request('/api/store-admin/settings')).status).toBe(403);
    expect((await admin.request('/api/store-admin/settings?dealership_id=47')).status).toBe(403);
  });
});

describe('store settings', () => {
  const valid = (settings: StoreSettings): SaveStoreSettings => ({
    name: settings.name,
    street: '1200 Camelback Rd',
    city: 'Phoenix',
    state: 'az',
    postalCode: '85016',
    timeZone: 'America/Phoenix',
    products: PRODUCTS.map((product) => ({
      product,
      offered: product !== 'windshield',
      target: product === 'vsc' ? 0.45 : null,
    })),
    lenders: ['Ally Financial', 'Desert Credit Union', 'Ally Financial'],
    miniThreshold: 500,
    transitAlertDays: 14,
    smallSampleDeals: 5,
  });

  it('starts from the defaults: every product, the common lenders, minis at 0, ten days in transit and ten deals a sample', async () => {
    const settings = await json<StoreSettings>(admin, '/api/store-admin/settings');
    expect(settings.dealershipId).toBe(46);
    expect(settings.products.map((row) => row.product)).toEqual([...PRODUCTS]);
    expect(settings.products.every((row) => row.offered && row.target === null)).toBe(true);
    expect(settings.lenders).toEqual([...LENDERS]);
    expect(settings.miniThreshold).toBe(0);
    expect(settings.transitAlertDays).toBe(10);
    expect(settings.smallSampleDeals).toBe(10);
  });

  it('refuses invalid settings with 400, naming each field', async () => {
    const settings = await json<StoreSettings>(admin, '/api/store-admin/settings');
    const response = await admin.request('/api/store-admin/settings', {
      method: 'PUT',
      body: {
        ...valid(settings),
        name: '  ',
        state: 'ZZ',
        postalCode: '8501',
        timeZone: 'Europe/Paris',
        lenders: [],
        miniThreshold: -1,
        transitAlertDays: 0,
        smallSampleDeals: 2.5,
        products: valid(settings).products.map((row) => ({ ...row, target: 1.5 })),
      },
    });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = (error.details as { field: string }[]).map((issue) => issue.field);
    for (const field of [
      'name',
      'state',
      'postalCode',
      'timeZone',
      'lenders',
      'miniThreshold',
      'transitAlertDays',
      'smallSampleDeals',
    ])
      expect(fields).toContain(field);
    expect(fields.some((field) => field.startsWith('products.'))).toBe(true);
  });

  it('saves from now on, with an audit record; past deals keep the mini threshold they were logged under', async () => {
    const before = await json<StoreSettings>(admin, '/api/store-admin/settings');
    const response = await admin.request('/api/store-admin/settings', {
      method: 'PUT',
      body: valid(before),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as StoreSettings;
    expect(saved).toMatchObject({
      state: 'AZ',
      postalCode: '85016',
      lenders: ['Ally Financial', 'Desert Credit Union'],
      miniThreshold: 500,
      transitAlertDays: 14,
      smallSampleDeals: 5,
    });
    expect(await json<StoreSettings>(admin, '/api/store-admin/settings')).toEqual(saved);

    const [audit] = await queryRows<{
      operation: string;
      details: { after: { miniThreshold: string } };
    }>(
      t.database.db,
      sql`select operation, details from audit_logs where entity_type = 'dealership' and entity_id = '46'
          order by id desc limit 1`,
    );
    expect(audit?.operation).toBe('storeSettings.save');
    expect(audit?.details.after.miniThreshold).toBe('500.00');

    // The deal form offers the store's lenders.
    const lenders = await json<{ lenders: string[] }>(admin, '/api/dealerships/46/lenders');
    expect(lenders.lenders).toContain('Desert Credit Union');

    // The home shows only what the store offers, with its targets.
    const home = await json<AdminHome>(admin, '/api/store-admin/home');
    expect(home.products.map((row) => row.product)).not.toContain('windshield');
    expect(home.products.find((row) => row.product === 'vsc')?.target).toBe(0.45);

    const [stamps] = await queryRows<{ past: number }>(
      t.database.db,
      sql`select count(*) filter (where mini_threshold <> 0)::int as past from deals where dealership_id = 46`,
    );
    expect(stamps?.past).toBe(0);
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    const [salesperson] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 46 and role = 'salesperson' and is_active limit 1`,
    );
    const created = await finance.request('/api/deals', {
      method: 'POST',
      body: {
        stock_number: 'MINI0001',
        vin_last8: '12345678',
        customer_last_name: 'Threshold',
        deal_type: 'Cash',
        vehicle_type: 'Used',
        front_end_gross: 300,
        reserve: 0,
        products: {},
        status: 'Pending',
        salesperson_id: salesperson?.id,
        deal_date: t.today(),
      },
    });
    expect(created.status).toBe(201);
    const [stamped] = await queryRows<{ threshold: string }>(
      t.database.db,
      sql`select mini_threshold as threshold from deals where stock_number = 'MINI0001'`,
    );
    expect(num(stamped?.threshold)).toBe(500);
  });
});
