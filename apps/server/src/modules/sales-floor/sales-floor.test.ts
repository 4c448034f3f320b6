import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
import {
  addDays,
  daysInMonth,
  mondayOf,
  monthsBetween,
  resolvePeriod,
  type PeriodSpec,
} from '@das/shared/periods';
import type { DealListResponse } from '@das/shared/schemas/deals';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import type { PayStatement, Insights, SalesReport } from '@das/shared/schemas/reports';
import type {
  GeneralManagerDashboard,
  SalesManagerDashboard,
  SalespersonDashboard,
} from '@das/shared/schemas/sales-floor';
import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

let t: TestApp;
let seller: TestClient;
let manager: TestClient;
let gm: TestClient;
let me: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  seller = t.client();
  manager = t.client();
  gm = t.client();
  me = (await seller.signIn('salesperson@demo.example.com')).user.id;
  await manager.signIn('sales_manager@demo.example.com');
  await gm.signIn('general_manager@demo.example.com');
});
afterAll(() => t.close());

const today = () => t.today();
const json = async <T>(client: TestClient, path: string) =>
  (await (await client.request(path)).json()) as T;

/**
 * A salesperson's credited figures for a range, by hand in SQL: a split is ½ a
 * unit, and of each amount the first salesperson takes half rounded to the
 * cent (PostgreSQL rounds numerics half away from zero) and the second the rest.
 */
async function creditedByHand(userId: string, range: { start: string; end: string }) {
  const credited = (column: SQL) =>
    sql`case when not split then ${column} when salesperson_id = ${userId} then round(${column} / 2, 2) else ${column} - round(${column} / 2, 2) end`;
  const [row] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select coalesce(sum(share), 0) as units, coalesce(sum(${credited(sql`front_end_gross`)}), 0) as front,
               coalesce(sum(${credited(sql`front_end_gross`)} + ${credited(sql`back_end_gross`)}), 0) as total,
               coalesce(sum(share) filter (where front_end_gross <= 0), 0) as minis,
               coalesce(sum(share) filter (where vehicle_type = 'New'), 0) as new
        from (select *, case when split then 0.5 else 1 end as share
              from (select *, second_salesperson_id is not null and salesperson_id is not null as split
                    from deals where dealership_id = 46 and status <> 'Unwound'
                      and (salesperson_id = ${userId} or second_salesperson_id = ${userId})
                      and deal_date >= ${range.start}::date and deal_date < ${range.end}::date) d) d`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

describe('salesperson dashboard', () => {
  it.each(['this_month', 'last_month', 'year_to_date'])(
    'agrees with the deal log of the same deals, %s: a split counts ½ on both',
    async (period) => {
      const board = await json<SalespersonDashboard>(
        seller,
        `/api/sales-floor/salesperson?period=${period}`,
      );
      const log = await json<DealListResponse>(seller, `/api/deals?period=${period}&page_size=1`);
      expect(log.totals.units).toBe(board.units);
      expect(log.totals.front_end_gross).toBe(board.frontGross);
      expect(log.totals.total_gross).toBe(board.totalGross);
    },
  );

  it('matches a hand computation: splits count ½, minis, new cars, gross', async () => {
    const board = await json<SalespersonDashboard>(
      seller,
      '/api/sales-floor/salesperson?period=last_month',
    );
    const hand = await creditedByHand(me, resolvePeriod('last_month', today()));
    expect(hand.units).toBeGreaterThan(3);
    expect(board.units).toBe(hand.units);
    expect(board.frontGross).toBe(hand.front);
    expect(board.totalGross).toBe(hand.total);
    expect(board.minis).toBe(hand.minis);
    expect(board.mix.New).toBe(hand.new);
  });

  it("paces this month's goal with the schedule's days off", async () => {
    const board = await json<SalespersonDashboard>(seller, '/api/sales-floor/salesperson');
    const monthStart = `${today().slice(0, 8)}01`;
    const [off] = await queryRows<{ total: number; so_far: number }>(
      t.database.db,
      sql`select count(*)::int as total, count(*) filter (where day <= ${today()}::date)::int as so_far from schedule_shifts
          where user_id = ${me} and shift = 'off' and day >= ${monthStart}::date and day < (${monthStart}::date + interval '1 month')`,
    );
    const day = Number(today().slice(8, 10));
    const days = new Date(
      Date.UTC(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 0),
    ).getUTCDate();
    expect(board.goal.daysOff).toBe(off?.total);
    expect(board.goal.expected).toBe(
      Math.floor(((day - (off?.so_far ?? 0)) / (days - (off?.total ?? 0))) * board.goal.target),
    );
    expect(board.week).toHaveLength(7);
    // Pay is earned on funded deals: none yet on the first days of a month means nothing earned.
    const [funded] = await queryRows<{ deals: number }>(
      t.database.db,
      sql`select count(*)::int as deals from deals where status = 'Funded'
          and (salesperson_id = ${me} or second_salesperson_id = ${me})
          and deal_date >= ${monthStart}::date and deal_date <= ${today()}::date`,
    );
    expect((board.pay?.earned.total ?? 0) > 0).toBe((funded?.deals ?? 0) > 0);
    expect(board.leaderboard.some((row) => row.userId === me)).toBe(true);
    expect(board.recentSales.every((sale) => sale.salesperson_id === me)).toBe(true);
  });

  it('is not for other roles', async () => {
    expect((await manager.request('/api/sales-floor/salesperson')).status).toBe(403);
  });
});

describe('sales manager and GM dashboards', () => {
  it("add the team's credited units up to the store's", async () => {
    const board = await json<SalesManagerDashboard>(
      manager,
      '/api/sales-floor/sales-manager?period=last_month',
    );
    const [store] = await queryRows<{ units: number }>(
      t.database.db,
      sql`select count(*)::int as units from deals where dealership_id = 46 and status <> 'Unwound'
          and deal_date >= ${resolvePeriod('last_month', today()).start}::date and deal_date < ${resolvePeriod('last_month', today()).end}::date`,
    );
    expect(board.units).toBe(store?.units);
    expect(board.team.reduce((sum, row) => sum + row.units, 0)).toBe(store?.units);
    expect(board.storeGoal.units).toBeGreaterThan(0);
  });

  it("count each salesperson's days since their last sale that stands", async () => {
    const board = await json<SalesManagerDashboard>(manager, '/api/sales-floor/sales-manager');
    const last = await queryRows<{ user_id: string; last: string }>(
      t.database.db,
      sql`select salesperson_id as user_id, max(sale_date)::text as last from sales
          where dealership_id = 46 and status in ('pending', 'completed') group by 1`,
    );
    const lastOf = new Map(last.map((row) => [row.user_id, row.last]));
    expect(board.team.some((row) => row.daysSinceLastSale !== null)).toBe(true);
    for (const row of board.team) {
      const day = lastOf.get(row.userId);
      expect(row.daysSinceLastSale, row.name).toBe(
        day === undefined ? null : (Date.parse(today()) - Date.parse(day)) / 86_400_000,
      );
    }
  });

  it('show the GM sales and F&I side by side over the same deals, with twelve months of trend', async () => {
    const board = await json<GeneralManagerDashboard>(gm, '/api/sales-floor/gm?period=last_month');
    expect(board.sales.units).toBe(board.finance.units);
    expect(board.financeLeaderboard.reduce((sum, row) => sum + row.units, 0)).toBe(
      board.finance.units,
    );
    expect(board.trend).toHaveLength(12);
    expect(board.trend.at(-1)?.month).toBe(resolvePeriod('last_month', today()).start.slice(0, 7));
    expect((await manager.request('/api/sales-floor/gm')).status).toBe(403);
  });

  it.each(['this_quarter', 'year_to_date'])(
    "hold the GM's %s to the sum of its months' goals, not to its first month's",
    async (period) => {
      const board = await json<GeneralManagerDashboard>(gm, `/api/sales-floor/gm?period=${period}`);
      const range = resolvePeriod(period as PeriodSpec, today());
      const [row] = await queryRows<{ goal: string; months: string }>(
        t.database.db,
        sql`select sum(unit_target) as goal, count(*) as months from goals
            where dealership_id = 46 and user_id is null
              and month >= date_trunc('month', ${range.start}::date) and month < ${range.end}::date`,
      );
      // The demo sets goals up to this month: a quarter whose last month is still
      // ahead has no whole goal yet, and is held to none rather than to part of one.
      const goal = Number(row!.months) === monthsBetween(range).length ? Number(row!.goal) : null;
      expect(board.sales.goalUnits).toBe(goal);
      expect(board.sales.goalShare).toBe(
        goal === null ? null : Math.round((board.sales.units / goal) * 1000) / 1000,
      );
      if (period === 'year_to_date') expect(goal).not.toBeNull();
    },
  );

  it.each(['this_month', 'last_month'])(
    "count a sales manager's units the same on the GM's board and the Team page, %s: their team's",
    async (period) => {
      const gmBoard = await json<GeneralManagerDashboard>(
        gm,
        `/api/sales-floor/gm?period=${period}`,
      );
      const floor = await json<SalesManagerDashboard>(
        manager,
        `/api/sales-floor/sales-manager?period=${period}`,
      );
      expect(gmBoard.salesManagers.length).toBeGreaterThan(0);
      for (const row of gmBoard.salesManagers) {
        const team = floor.team.filter(
          (person) =>
            person.teamManagerId === row.userId && person.role === 'salesperson' && person.isActive,
        );
        expect(row.units, row.name).toBe(team.reduce((sum, person) => sum + person.units, 0));
      }
    },
  );

  it("refuse another store's dashboards", async () => {
    expect((await manager.request('/api/sales-floor/sales-manager?dealership_id=47')).status).toBe(
      403,
    );
    expect((await gm.request('/api/sales-floor/gm?dealership_id=47')).status).toBe(403);
  });
});

describe('schedule', () => {
  it("shows the salesperson's week at the store's shift hours: its template's, else the built-in ones", async () => {
    const monday = mondayOf(today());
    const saved = await manager.request('/api/schedule', {
      method: 'PUT',
      body: {
        cells: [
          { userId: me, day: monday, shift: 'opening' },
          { userId: me, day: addDays(monday, 1), shift: 'closing' },
          { userId: me, day: addDays(monday, 2), shift: 'off' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const admin = t.client();
    await admin.signIn('dealership_admin@demo.example.com');
    const templates = await admin.request('/api/store-admin/defaults/shift-templates', {
      method: 'PUT',
      body: { templates: [{ shift: 'opening', name: 'Early', start: '08:30', end: '17:15' }] },
    });
    expect(templates.status).toBe(200);
    const { week } = await json<SalespersonDashboard>(seller, '/api/sales-floor/salesperson');
    expect(week.slice(0, 3)).toEqual([
      { day: monday, shift: 'opening', minutes: { start: 8 * 60 + 30, end: 17 * 60 + 15 } },
      { day: addDays(monday, 1), shift: 'closing', minutes: { start: 12 * 60, end: 21 * 60 } },
      { day: addDays(monday, 2), shift: 'off', minutes: null },
    ]);
  });

  it('lets managers edit and copy a week, staff only read it, and feeds goal pace', async () => {
    const week = await json<ScheduleWeek>(seller, '/api/schedule');
    expect(week.canEdit).toBe(false);
    const monday = week.week;
    const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const cell = { userId: me, day: nextMonday, shift: 'closing' as const };
    expect(
      (await seller.request('/api/schedule', { method: 'PUT', body: { cells: [cell] } })).status,
    ).toBe(403);
    const saved = await manager.request('/api/schedule', {
      method: 'PUT',
      body: { cells: [cell] },
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as ScheduleWeek;
    expect(after.people.find((person) => person.userId === me)?.shifts[0]).toBe('closing');
    expect(after.coverage[0]?.closing).toBeGreaterThan(0);

    const copied = (await (
      await manager.request('/api/schedule/copy-week', {
        method: 'POST',
        body: { week: nextMonday },
      })
    ).json()) as ScheduleWeek;
    const source = week.people.find((person) => person.userId === me)?.shifts;
    expect(copied.people.find((person) => person.userId === me)?.shifts).toEqual(source);
  });

  it('copies a week six times at once without a fault: the copies take turns', async () => {
    const week = addDays(mondayOf(today()), 14);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        manager.request('/api/schedule/copy-week', { method: 'POST', body: { week } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
  });

  it("refuses another store's schedule and strangers in a store's", async () => {
    expect((await manager.request('/api/schedule?dealership_id=47')).status).toBe(403);
    const [stranger] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 47 limit 1`,
    );
    const response = await manager.request('/api/schedule', {
      method: 'PUT',
      body: { cells: [{ userId: stranger?.id, day: today(), shift: 'off' }] },
    });
    expect(response.status).toBe(400);
  });
});

describe('goals and team', () => {
  it("reads a salesperson's pace on the Goals page as their dashboard does, days off counted", async () => {
    const board = await json<SalespersonDashboard>(seller, '/api/sales-floor/salesperson');
    const goals = await json<GoalsResponse>(manager, '/api/goals');
    const row = goals.goals.find((goal) => goal.userId === me);
    expect(goals.today).toBe(board.today);
    expect(row?.daysOff).toBe(board.goal.daysOff);
    const pace = goalPace({
      target: row?.unitTarget ?? DEFAULT_MONTHLY_TARGET,
      actual: row?.actualUnits ?? 0,
      currentDay: Number(goals.today.slice(8, 10)),
      daysInMonth: daysInMonth(goals.today),
      daysOff: row?.daysOff ?? 0,
      daysOffSoFar: row?.daysOffSoFar ?? 0,
    });
    expect(pace).toMatchObject({ expected: board.goal.expected, status: board.goal.status });
  });

  it('lets managers set a month of goals, with history, and nobody else', async () => {
    const month = new Date(Date.UTC(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 1))
      .toISOString()
      .slice(0, 7);
    const saved = await manager.request('/api/goals', {
      method: 'PUT',
      body: {
        month,
        goals: [
          { userId: null, unitTarget: 180, grossTarget: 800000 },
          { userId: me, unitTarget: 14 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const goals = (await saved.json()) as GoalsResponse;
    expect(goals.months[0]).toBe(month);
    expect(goals.goals.find((row) => row.userId === null)).toMatchObject({
      unitTarget: 180,
      grossTarget: 800000,
    });
    expect(goals.goals.find((row) => row.userId === me)?.unitTarget).toBe(14);
    expect(
      (
        await seller.request('/api/goals', {
          method: 'PUT',
          body: { month, goals: [{ userId: me, unitTarget: 99 }] },
        })
      ).status,
    ).toBe(403);
    expect((await manager.request('/api/goals?dealership_id=47')).status).toBe(403);
  });

  it('never lets a sales manager switch off the general manager or the dealership admin', async () => {
    for (const email of ['general_manager@demo.example.com', 'dealership_admin@demo.example.com']) {
      const [above] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from users where email = ${email}`,
      );
      const response = await manager.request(`/api/dealerships/46/staff/${above?.id}`, {
        method: 'PATCH',
        body: { isActive: false },
      });
      expect(response.status, email).toBe(403);
      // They can still sign in.
      await t.client().signIn(email);
    }
  });

  it("puts a salesperson on a sales manager's team and deactivates people, within the store", async () => {
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 46 and role = 'sales_manager' and user_id <> (select user_id from profiles p join users u on u.id = p.user_id where u.email = 'sales_manager@demo.example.com') limit 1`,
    );
    const moved = await manager.request(`/api/dealerships/46/staff/${me}`, {
      method: 'PATCH',
      body: { teamManagerId: other?.id },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { teamManagerId: string }).teamManagerId).toBe(other?.id);
    expect(
      (
        await seller.request(`/api/dealerships/46/staff/${me}`, {
          method: 'PATCH',
          body: { isActive: false },
        })
      ).status,
    ).toBe(403);
    const [foreign] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 47 and role = 'salesperson' limit 1`,
    );
    expect(
      (
        await manager.request(`/api/dealerships/47/staff/${foreign?.id}`, {
          method: 'PATCH',
          body: { isActive: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await manager.request(`/api/dealerships/46/staff/${foreign?.id}`, {
          method: 'PATCH',
          body: { isActive: false },
        })
      ).status,
    ).toBe(404);
  });
});

describe('floor pay', () => {
  it('lets a sales manager set salespeople pay, and not a GM plan', async () => {
    const first = `${today().slice(0, 7)}-01`;
    const ok = await manager.request(`/api/pay-plans/${me}`, {
      method: 'PUT',
      body: {
        effectiveFrom: first,
        kind: 'salesperson',
        plan: {
          flatPerUnit: 300,
          frontPercent: 25,
          miniFrontFloor: 800,
          miniAmount: 150,
          backPercent: 5,
          volumeTiers: [],
        },
      },
    });
    expect(ok.status).toBe(200);
    const bad = await manager.request(`/api/pay-plans/${me}`, {
      method: 'PUT',
      body: {
        effectiveFrom: first,
        kind: 'salesperson',
        plan: {
          flatPerUnit: 300,
          frontPercent: 150,
          miniFrontFloor: 800,
          miniAmount: 150,
          backPercent: 5,
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('plan.frontPercent');
    const gmId = (
      (await gm.request('/api/auth/session/refresh', { method: 'POST' }).then((r) => r.json())) as {
        user: { id: string };
      }
    ).user.id;
    const notTheirs = await manager.request(`/api/pay-plans/${gmId}`, {
      method: 'PUT',
      body: {
        effectiveFrom: first,
        kind: 'manager',
        plan: { baseMonthly: 1, grossPercent: 1, perUnitBonus: 1 },
      },
    });
    expect(notTheirs.status).toBe(403);
  });

  it("gives staff their own statement and managers their people's, nobody else's", async () => {
    const own = await json<PayStatement>(seller, '/api/pay/statement');
    expect(own).toMatchObject({ kind: 'salesperson', person: { userId: me } });
    expect(
      own.deals.every((deal) => deal.salesperson_id === me || deal.second_salesperson_id === me),
    ).toBe(true);
    const managerView = await manager.request(`/api/pay/statement?user_id=${me}`);
    expect(managerView.status).toBe(200);
    const financeId = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select user_id as id from profiles where dealership_id = 46 and role = 'finance_manager' limit 1`,
      )
    )[0]?.id;
    expect((await seller.request(`/api/pay/statement?user_id=${financeId}`)).status).toBe(403);
    const foreign = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select user_id as id from profiles where dealership_id = 47 and role = 'salesperson' limit 1`,
      )
    )[0]?.id;
    expect((await manager.request(`/api/pay/statement?user_id=${foreign}`)).status).toBe(404);
  });
});

describe('reports', () => {
  it("adds people up to the store, and sets the store against its group's average store", async () => {
    const report = await json<SalesReport>(manager, '/api/reports/sales?period=last_month');
    expect(report.people.reduce((sum, person) => sum + person.units, 0)).toBe(report.store.units);
    const range = resolvePeriod('last_month', today());
    const [group] = await queryRows<{ units: number; stores: number }>(
      t.database.db,
      sql`select count(*)::int as units, (select count(*)::int from dealerships where dealer_group_id = 1) as stores
          from deals d join dealerships s on s.id = d.dealership_id
          where s.dealer_group_id = 1 and d.status <> 'Unwound' and d.deal_date >= ${range.start}::date and d.deal_date < ${range.end}::date`,
    );
    expect(report.group?.stores).toBe(group?.stores);
    expect(report.group?.units).toBeCloseTo((group?.units ?? 0) / (group?.stores ?? 1), 6);
  });

  it('gives insights over twelve months, and keeps reports from salespeople and other stores', async () => {
    const insights = await json<Insights>(manager, '/api/reports/insights');
    expect(insights.trend).toHaveLength(12);
    expect(insights.best).toHaveLength(3);
    expect(insights.best[0]?.units ?? 0).toBeGreaterThanOrEqual(insights.worst[0]?.units ?? 0);
    expect((await seller.request('/api/reports/sales')).status).toBe(403);
    expect((await manager.request('/api/reports/insights?dealership_id=47')).status).toBe(403);
  });
});
