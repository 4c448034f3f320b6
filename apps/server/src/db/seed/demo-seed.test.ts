import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth, todayIn } from '@das/shared/periods';
import { ROLES } from '@das/shared/roles';
import { createTestDatabase, queryRows, type TestDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../auth/password';
import { createLogger } from '../../lib/logger';
import { accounts, dealerships, profiles, users } from '../schema';
import { buildDemoData, seedDemoData } from './demo-seed';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
});
afterAll(() => database.close());

/** The demo world's day at an instant: its stores keep Phoenix (or Denver) time. */
const demoDay = (date: Date) => todayIn('America/Phoenix', date);

const rows = <T>(query: SQL) => queryRows<T>(database.db, query);

describe('demo seed', () => {
  it('builds a named area of three named dealer groups and thirteen stores, 46 among them', async () => {
    const stores = await database.db.select().from(dealerships);
    expect(stores.find((s) => s.id === 46)?.name).toBe('Desert Sun Toyota');
    const groups = await rows<{ area: string; group: string; stores: number }>(
      sql`select a.name as area, g.name as group, count(d.id)::int as stores
          from areas a join dealer_groups g on g.area_id = a.id
          left join dealerships d on d.dealer_group_id = g.id and d.kind = 'store'
          group by 1, 2 order by 2`,
    );
    expect(groups).toEqual([
      { area: 'Southwest Area', group: 'Canyon Motors Group', stores: 4 },
      { area: 'Southwest Area', group: 'Desert Sun Auto Group', stores: 5 },
      { area: 'Southwest Area', group: 'Rio Grande Automotive', stores: 4 },
    ]);
  });

  it('has one confirmed account per role that signs in with DemoPass123', async () => {
    const accountsByRole = await database.db
      .select({
        email: users.email,
        verified: users.emailVerified,
        role: profiles.role,
        dealershipId: profiles.dealershipId,
        dealerGroupId: profiles.dealerGroupId,
        areaId: profiles.areaId,
        hash: accounts.password,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(sql`${users.email} like '%@demo.example.com' and ${users.email} not like '%.%@%'`);
    expect(accountsByRole.map((a) => a.role).sort()).toEqual([...ROLES].sort());
    for (const account of accountsByRole) {
      expect(account.email).toBe(`${account.role}@demo.example.com`);
      expect(account.verified).toBe(true);
      expect(account.hash).toMatch(/^\$argon2id\$/);
    }
    const first = accountsByRole[0];
    expect(await verifyPassword({ hash: first?.hash ?? '', password: 'DemoPass123' })).toBe(true);
    expect(await verifyPassword({ hash: first?.hash ?? '', password: 'demopass123' })).toBe(false);

    const byRole = Object.fromEntries(accountsByRole.map((a) => [a.role, a]));
    for (const role of [
      'viewer',
      'salesperson',
      'finance_manager',
      'sales_manager',
      'finance_director',
      'general_manager',
      'dealership_admin',
      'single_dealer_admin',
    ]) {
      expect(byRole[role]?.dealershipId, role).toBe(46);
    }
    expect(byRole.dealer_group_admin).toMatchObject({ dealershipId: null, dealerGroupId: 1 });
    expect(byRole.area_vice_president).toMatchObject({ dealershipId: null, areaId: 1 });
    const [above] = await rows<{ group: string; area: string }>(
      sql`select g.name as group, a.name as area from profiles p
          join dealer_groups g on g.id = p.dealer_group_id join areas a on a.id = g.area_id
          where p.role = 'dealer_group_admin' and p.user_id in (select id from users where is_demo)`,
    );
    expect(above).toEqual({ group: 'Desert Sun Auto Group', area: 'Southwest Area' });
    expect(byRole.admin?.dealershipId).toBeNull();
    expect(byRole.master_admin?.dealershipId).toBeNull();
    expect(byRole.single_finance_manager?.dealershipId).not.toBe(46);
  });

  it('staffs every store with salespeople, managers and finance managers', async () => {
    const staff = await rows<{ dealership_id: number; role: string; people: number }>(
      sql`select p.dealership_id, p.role, count(*)::int as people from profiles p
          join dealerships d on d.id = p.dealership_id where d.kind = 'store'
          group by 1, 2`,
    );
    const storeIds = new Set(staff.map((s) => s.dealership_id));
    expect(storeIds.size).toBe(13);
    for (const storeId of storeIds) {
      const count = (role: string) =>
        staff.find((s) => s.dealership_id === storeId && s.role === role)?.people ?? 0;
      expect(count('salesperson'), `store ${storeId}`).toBeGreaterThanOrEqual(
        [46, 47, 48, 51, 52, 53].includes(storeId) ? 8 : 4,
      );
      expect(count('finance_manager'), `store ${storeId}`).toBeGreaterThanOrEqual(1);
      expect(count('sales_manager'), `store ${storeId}`).toBeGreaterThanOrEqual(1);
      expect(count('general_manager'), `store ${storeId}`).toBe(1);
    }
  });

  it('covers the twelve months before this one and this month up to today in every store', async () => {
    const today = demoDay(database.seedToday);
    const months = await rows<{
      dealership_id: number;
      months: number;
      first: string;
      last: string;
    }>(
      sql`select dealership_id, count(distinct to_char(deal_date, 'YYYY-MM'))::int as months,
                 min(deal_date)::text as first, max(deal_date)::text as last
          from deals group by 1`,
    );
    // Thirteen stores and the F&I office.
    expect(months.length).toBe(14);
    for (const store of months) {
      expect(store.months).toBe(13);
      expect(store.last <= today).toBe(true);
      // A quiet store may sell nothing on the 1st; the history still begins that month.
      expect(store.first.slice(0, 7)).toBe(shiftMonth(today.slice(0, 7), -12));
    }
    const [recent] = await rows<{ last: string }>(
      sql`select max(deal_date)::text as last from deals`,
    );
    expect(recent?.last).toBe(today);
  });

  it('varies deals the way a real store does', async () => {
    const [mix] = await rows<Record<string, number>>(
      sql`select count(*)::int as deals,
                 count(distinct lender)::int as lenders,
                 sum((second_salesperson_id is not null)::int)::int as splits,
                 sum((status = 'Unwound')::int)::int as unwound,
                 sum((status = 'Funded')::int)::int as funded,
                 sum((status = 'Pending')::int)::int as pending,
                 max(${demoDay(database.seedToday)}::date - deal_date)
                   filter (where status = 'Pending')::int as oldest_pending,
                 sum((front_end_gross = 0)::int)::int as minis,
                 sum((gap_profit > 0)::int)::int as gap,
                 sum((gap_profit > 0 and deal_type = 'Cash')::int)::int as cash_gap,
                 sum((deal_type = 'Cash' and lender is not null)::int)::int as cash_with_lender,
                 count(distinct vehicle_type)::int as vehicle_types
          from deals`,
    );
    expect(mix?.deals).toBeGreaterThan(5_000);
    expect(mix?.lenders).toBeGreaterThanOrEqual(8);
    for (const key of ['splits', 'unwound', 'funded', 'pending', 'minis', 'gap'] as const) {
      expect(mix?.[key], key).toBeGreaterThan(0);
    }
    // Stuck deals are chased down within a quarter: none pending for months on end.
    expect(mix?.oldest_pending).toBeGreaterThan(20);
    expect(mix?.oldest_pending).toBeLessThanOrEqual(75);
    expect(mix?.cash_gap).toBe(0);
    expect(mix?.cash_with_lender).toBe(0);
    expect(mix?.vehicle_types).toBe(3);
    const [sales] = await rows<{ linked: number; pending: number }>(
      sql`select count(d.id)::int as linked, sum((s.status = 'pending')::int)::int as pending
          from sales s left join deals d on d.sale_id = s.id`,
    );
    expect(sales?.linked).toBe(mix?.deals);
    expect(sales?.pending).toBeGreaterThan(0);
  });

  it('makes stores of different sizes and strengths, strugglers among them', async () => {
    const stores = await rows<{ deals: number; back_pvr: number; pending_long: number }>(
      sql`select count(*)::int as deals, avg(back_end_gross)::float as back_pvr,
                 sum((status = 'Pending' and deal_date < ${demoDay(database.seedToday)}::date - 10)::int)::int
                   as pending_long
          from deals join dealerships d on d.id = deals.dealership_id
          where d.kind = 'store' and status <> 'Unwound' group by dealership_id`,
    );
    const spread = (values: number[]) => Math.max(...values) / Math.min(...values);
    expect(spread(stores.map((s) => s.deals))).toBeGreaterThan(3);
    // The best F&I office earns over twice the back end per car of the weakest.
    expect(spread(stores.map((s) => s.back_pvr))).toBeGreaterThan(2);
    const [weakest] = [...stores].sort((a, b) => a.back_pvr - b.back_pvr);
    expect(weakest?.back_pvr).toBeLessThan(1_100);
    // Slow funders leave a pile of contracts waiting past ten days: the group rollup's outlier.
    const pendingShare = stores.map((s) => s.pending_long / s.deals);
    expect(Math.max(...pendingShare)).toBeGreaterThan(2 * Math.min(...pendingShare));
  });

  it('generates the same data for the same day, ending on whatever day it is', () => {
    const first = buildDemoData(database.seedToday);
    const second = buildDemoData(database.seedToday);
    expect(second).toEqual(first);
    const later = new Date(database.seedToday.getTime() + 40 * 86_400_000);
    const moved = buildDemoData(later);
    expect(moved.users.map((u) => u.email)).toEqual(first.users.map((u) => u.email));
    const lastDay = (data: typeof first) =>
      data.deals.reduce((max, d) => (d.dealDate > max ? d.dealDate : max), '');
    expect(lastDay(moved)).toBe(demoDay(later));
  });

  it('seeds only once, and keeps a world an older seed made', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from deals`);
    const seedAgain = (lines: string[] = []) =>
      seedDemoData(database.db, {
        today: database.seedToday,
        logger: createLogger({ level: 'warn', write: (line) => lines.push(line) }),
      });
    expect(await seedAgain()).toBeUndefined();
    await database.db.execute(sql`update seed_runs set name = 'demo-v1' where name = 'demo-v2'`);
    const lines: string[] = [];
    expect(await seedAgain(lines)).toBeUndefined();
    expect(lines.join('\n')).toContain('demo data of an older seed kept');
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from deals`);
    expect(after).toEqual(before);
    await database.db.execute(sql`update seed_runs set name = 'demo-v2' where name = 'demo-v1'`);
  });

  it.each([
    ['one store', [46]],
    ['a dealer group', [46, 47, 48]],
  ])("reads %s's deals of a month through the date index", async (_, storeIds) => {
    const today = database.seedToday;
    const monthStart = `${demoDay(today).slice(0, 8)}01`;
    const plan = await rows<{ 'QUERY PLAN': string }>(
      sql`explain select count(*), sum(total_gross) from deals
          where dealership_id = any(${`{${storeIds.join(',')}}`}::int[])
            and deal_date >= ${monthStart}::date and deal_date < (${monthStart}::date + interval '1 month')`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('deals_dealership_id_deal_date_index');
    expect(text).not.toMatch(/Seq Scan on deals/);
  });
});
