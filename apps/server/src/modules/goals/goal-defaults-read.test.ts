import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBetween, resolvePeriod, shiftMonth } from '@das/shared/periods';
import type { GoalTracking } from '@das/shared/schemas/finance';
import type { Insights } from '@das/shared/schemas/reports';
import type { GroupRollup, StoreOverview } from '@das/shared/schemas/rollups';
import type {
  GeneralManagerDashboard,
  SalesManagerDashboard,
  SalespersonDashboard,
} from '@das/shared/schemas/sales-floor';
import type { GoalDefaults } from '@das/shared/schemas/store-defaults';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { dealerGroups, dealerships, goalDefaults, goals } from '../../db/schema';

/**
 * Every screen that shows a goal or its pace reads the store's default goals
 * for a month without saved goals (ADR 020): the salesperson's and F&I
 * manager's pace, the sales manager's and GM's boards, the insights report and
 * the group's rollup. A month with saved goals keeps them, a month already
 * over keeps the defaults it was measured against, and a period is measured
 * against its months' goals added up.
 */
const TZ = 'America/Phoenix';
const GROUP = 9801;
/** `defaulted` has only default goals; `saved` saved this month's goals as well. */
const STORES = { defaulted: 9811, saved: 9812 } as const;

let t: TestApp;
let today: string;
let thisMonth: string;
const callers = {} as Record<
  'admin' | 'groupAdmin' | 'salesManager' | 'generalManager' | 'seller' | 'financeManager',
  TestClient
>;
const ids = {} as Record<'seller' | 'otherSeller' | 'financeManager' | 'savedSeller', string>;

/** Saved two months ago, while that month was under way: it and last month are measured against it. */
const EARLIER: GoalDefaults = {
  store: { unitTarget: 80, grossTarget: 240_000 },
  salesperson: { unitTarget: 8, grossTarget: null },
  financeManager: { unitTarget: 40, grossTarget: null },
};
/** Saved today, on the store-settings page: this month and every later one without goals. */
const CURRENT: GoalDefaults = {
  store: { unitTarget: 100, grossTarget: 300_000 },
  salesperson: { unitTarget: 10, grossTarget: null },
  financeManager: { unitTarget: 50, grossTarget: null },
};

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  thisMonth = today.slice(0, 7);
  const db = t.database.db;
  await db.insert(dealerGroups).values({ id: GROUP, name: 'Saguaro Auto' });
  await db.insert(dealerships).values([
    { id: STORES.defaulted, dealerGroupId: GROUP, name: 'Saguaro Ford', timeZone: TZ },
    { id: STORES.saved, dealerGroupId: GROUP, name: 'Saguaro Kia', timeZone: TZ },
  ]);
  const at = (store: number) => ({ dealershipId: store });
  callers.admin = (await t.person('dealership_admin', at(STORES.defaulted))).client;
  callers.groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  callers.salesManager = (await t.person('sales_manager', at(STORES.defaulted))).client;
  callers.generalManager = (await t.person('general_manager', at(STORES.defaulted))).client;
  const seller = await t.person('salesperson', { ...at(STORES.defaulted), firstName: 'Sol' });
  callers.seller = seller.client;
  ids.seller = seller.id;
  ids.otherSeller = (
    await t.person('salesperson', { ...at(STORES.defaulted), firstName: 'Rae' }, { signIn: false })
  ).id;
  const financeManager = await t.person('finance_manager', at(STORES.defaulted));
  callers.financeManager = financeManager.client;
  ids.financeManager = financeManager.id;
  ids.savedSeller = (await t.person('salesperson', at(STORES.saved), { signIn: false })).id;

  await db.insert(goalDefaults).values([
    {
      dealershipId: STORES.defaulted,
      savedOn: `${shiftMonth(thisMonth, -2)}-15`,
      defaults: EARLIER,
    },
    // The other store's defaults, older than this month, which its saved goals overrule.
    { dealershipId: STORES.saved, savedOn: `${shiftMonth(thisMonth, -2)}-15`, defaults: CURRENT },
  ]);
  const response = await callers.admin.request('/api/store-admin/defaults/goals', {
    method: 'PUT',
    body: CURRENT,
  });
  expect(response.status).toBe(200);
  await db
    .insert(goals)
    .values([
      { dealershipId: STORES.saved, userId: null, month: `${thisMonth}-01`, unitTarget: '70' },
    ]);
});
afterAll(() => t.close());

const json = async <T>(client: TestClient, path: string): Promise<T> => {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const salesManagerBoard = (period: string, store: number = STORES.defaulted) =>
  json<SalesManagerDashboard>(
    callers.groupAdmin,
    `/api/sales-floor/sales-manager?period=${period}&dealership_id=${store}`,
  );
const gmBoard = (period: string) =>
  json<GeneralManagerDashboard>(callers.generalManager, `/api/sales-floor/gm?period=${period}`);
const rollup = (period: string) =>
  json<GroupRollup>(callers.groupAdmin, `/api/groups/${GROUP}/rollup?period=${period}`);
const paceOf = (page: GroupRollup, store: number) =>
  page.stores.find((row) => row.dealershipId === store)?.pace?.target ?? null;

describe('a store with default goals and no saved ones', () => {
  it('shows this month’s goals on the sales manager’s and GM’s boards', async () => {
    const board = await json<SalesManagerDashboard>(
      callers.salesManager,
      '/api/sales-floor/sales-manager?period=this_month',
    );
    expect(board.storeGoal.units).toBe(100);
    expect(board.storeGoal.gross).toBe(300_000);
    const goalOf = (userId: string) => board.team.find((row) => row.userId === userId)?.goalUnits;
    expect(goalOf(ids.seller)).toBe(10);
    expect(goalOf(ids.otherSeller)).toBe(10);

    const gm = await gmBoard('this_month');
    expect(gm.sales.goalUnits).toBe(100);
    expect(gm.finance.goalUnits).toBe(50);
  });

  it('paces the salesperson, the F&I manager and the insights report against them', async () => {
    const mine = await json<SalespersonDashboard>(callers.seller, '/api/sales-floor/salesperson');
    expect(mine.goal.target).toBe(10);
    const tracking = await json<GoalTracking>(
      callers.financeManager,
      `/api/goals/tracking/${ids.financeManager}?month=${thisMonth}`,
    );
    expect(tracking.target).toBe(50);
    const insights = await json<Insights>(callers.generalManager, '/api/reports/insights');
    expect(insights.pace.target).toBe(100);
  });

  it('gives the group’s rollup and the store’s overview a pace, and the group their sum', async () => {
    const page = await rollup('this_month');
    expect(paceOf(page, STORES.defaulted)).toBe(100);
    // The other store's saved goal wins over its defaults.
    expect(paceOf(page, STORES.saved)).toBe(70);
    expect(page.total.pace?.target).toBe(170);
    const overview = await json<StoreOverview>(
      callers.groupAdmin,
      `/api/dealerships/${STORES.defaulted}/overview?period=this_month`,
    );
    expect(overview.store.pace?.target).toBe(100);
  });
});

describe('which goals a month and a period are measured against', () => {
  it('keeps a past month on the defaults in force when it ended, not those saved since', async () => {
    const gm = await gmBoard('last_month');
    expect(gm.sales.goalUnits).toBe(80);
    expect(gm.finance.goalUnits).toBe(40);
    expect((await salesManagerBoard('last_month')).storeGoal.units).toBe(80);
    expect(paceOf(await rollup('last_month'), STORES.defaulted)).toBe(80);
    // The month before any defaults were saved has no goal anywhere.
    const before = shiftMonth(thisMonth, -3);
    expect((await gmBoard(before)).sales.goalUnits).toBeNull();
    expect((await salesManagerBoard(before)).storeGoal.units).toBeNull();
    expect(paceOf(await rollup(before), STORES.defaulted)).toBeNull();
  });

  it('keeps a month with saved goals on them alone: no person takes a default there', async () => {
    const board = await salesManagerBoard('this_month', STORES.saved);
    expect(board.storeGoal.units).toBe(70);
    expect(board.team.find((row) => row.userId === ids.savedSeller)?.goalUnits).toBeNull();
  });

  it('measures a quarter against its months’ goals added up, none when one month has none', async () => {
    // This quarter began at most two months ago: its months before this one
    // take the earlier defaults, this month and later ones today's.
    const quarter = monthsBetween(resolvePeriod('this_quarter', today));
    const expected = quarter.reduce((sum, month) => sum + (month < thisMonth ? 80 : 100), 0);
    expect((await gmBoard('this_quarter')).sales.goalUnits).toBe(expected);
    expect((await salesManagerBoard('this_quarter')).storeGoal.units).toBe(expected);
    // Last year reaches months before any defaults were saved: no goal for it.
    expect((await gmBoard('last_year')).sales.goalUnits).toBeNull();
  });
});
