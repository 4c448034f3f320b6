import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyPer } from '@das/shared/money';
import { addDays, daysBetween, resolvePeriod } from '@das/shared/periods';
import type { SessionResponse } from '@das/shared/schemas/auth';
import type { FinanceDashboard, GoalTracking, StaffList } from '@das/shared/schemas/finance';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

let t: TestApp;
let finance: TestClient;
let me: SessionResponse['user'];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  finance = t.client();
  me = (await finance.signIn('finance_manager@demo.example.com')).user;
});
afterAll(() => t.close());

const today = () => t.today();

/** The same figures, computed independently in SQL over the seeded deals. */
async function byHand(
  range: { start: string; end: string },
  fiManagerId?: string,
  fundedBy = '9999-12-31',
) {
  const who = fiManagerId ? sql`and fi_manager_id = ${fiManagerId}` : sql``;
  const funded = sql`status = 'Funded' and funded_date < ${fundedBy}::date`;
  const [row] = await queryRows<Record<string, string | number>>(
    t.database.db,
    sql`select count(*)::int as units,
               coalesce(sum(front_end_gross), 0) as front, coalesce(sum(back_end_gross), 0) as back,
               coalesce(sum(products_sold), 0)::int as products,
               count(*) filter (where vsc_profit > 0)::int as vsc,
               count(*) filter (where gap_profit > 0)::int as gap,
               count(*) filter (where deal_type <> 'Cash')::int as gap_eligible,
               coalesce(sum(back_end_gross) filter (where ${funded}), 0) as funded_back,
               coalesce(sum(back_end_gross) filter (where not (${funded})), 0) as pending_back
        from deals where dealership_id = 46 and status <> 'Unwound'
          and deal_date >= ${range.start}::date and deal_date < ${range.end}::date ${who}`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    units: n('units'),
    front: n('front'),
    back: n('back'),
    ppd: n('units') === 0 ? 0 : Math.round((n('products') / n('units')) * 100) / 100,
    vsc: n('units') === 0 ? 0 : n('vsc') / n('units'),
    gap: n('gap_eligible') === 0 ? 0 : n('gap') / n('gap_eligible'),
    fundedBack: n('funded_back'),
    pendingBack: n('pending_back'),
  };
}

describe('finance manager dashboard', () => {
  it.each(['this_month', 'last_month'] as const)(
    "matches a hand computation of the manager's own %s, and the one before as funded by the same point",
    async (key) => {
      const response = await finance.request(`/api/finance/dashboard?period=${key}`);
      expect(response.status).toBe(200);
      const dashboard = (await response.json()) as FinanceDashboard;
      const period = resolvePeriod(key, today());
      expect(dashboard.period).toMatchObject({ start: period.start, end: period.end });
      // The period before had longer to fund: only what it had funded as many days in counts.
      const fundedBy = addDays(period.previous.start, daysBetween(period.start, today()) + 1);
      for (const [figures, range, cut] of [
        [dashboard.metrics, period, undefined],
        [dashboard.previous, period.previous, fundedBy],
      ] as const) {
        const hand = await byHand(range, me.id, cut);
        // A day or two into a month (the clock on a 1st) may hold few deals; a longer span many.
        const tomorrow = addDays(today(), 1);
        const days = daysBetween(range.start, range.end < tomorrow ? range.end : tomorrow);
        if (days >= 10) expect(hand.units).toBeGreaterThan(10);
        expect(figures.units).toBe(hand.units);
        expect(figures.frontGross).toBeCloseTo(hand.front, 2);
        expect(figures.backGross).toBeCloseTo(hand.back, 2);
        // A PVR is money per unit, rounded to the cent (DOMAIN.md): exactly, half a cent included.
        expect(figures.backPvr).toBe(moneyPer(hand.back, hand.units));
        expect(figures.ppd).toBe(hand.ppd);
        expect(figures.funded.backGross).toBeCloseTo(hand.fundedBack, 2);
        expect(figures.atRisk.backGross).toBeCloseTo(hand.pendingBack, 2);
        const vsc = figures.products.find((p) => p.product === 'vsc');
        const gap = figures.products.find((p) => p.product === 'gap');
        expect(vsc?.penetration).toBeCloseTo(hand.vsc, 10);
        expect(gap?.penetration).toBeCloseTo(hand.gap, 10);
      }
    },
  );

  it("ranks the store's finance managers and shows the department's month", async () => {
    const dashboard = (await (
      await finance.request('/api/finance/dashboard?period=this_month&scope=store')
    ).json()) as FinanceDashboard;
    const hand = await byHand(resolvePeriod('this_month', today()));
    expect(dashboard.metrics.units).toBe(hand.units);
    expect(dashboard.leaderboard.reduce((sum, row) => sum + row.units, 0)).toBe(hand.units);
    const backs = dashboard.leaderboard.map((row) => row.backGross);
    expect(backs).toEqual([...backs].sort((a, b) => b - a));
    expect(dashboard.leaderboard.map((row) => row.name)).toContain('Fiona Marsh');
    const weeklyUnits = dashboard.weekly.reduce((sum, week) => sum + week.units, 0);
    expect(weeklyUnits).toBe(hand.units);
    expect(dashboard.lenderMix.reduce((sum, lender) => sum + lender.share, 0)).toBeCloseTo(1, 10);
  });

  it('gives a twelve-month trend that ends with the period', async () => {
    const dashboard = (await (
      await finance.request('/api/finance/dashboard?period=this_month')
    ).json()) as FinanceDashboard;
    expect(dashboard.trend).toHaveLength(12);
    expect(dashboard.trend.at(-1)?.month).toBe(today().slice(0, 7));
    const march = dashboard.trend[0];
    const [year, month] = (march?.month ?? '').split('-').map(Number) as [number, number];
    const hand = await byHand(
      {
        start: `${march?.month}-01`,
        end: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
      },
      me.id,
    );
    expect(march?.units).toBe(hand.units);
    expect(march?.backPvr).toBeCloseTo(hand.units ? hand.back / hand.units : 0, 2);
  });

  it('lists recent deals of the period, newest first', async () => {
    const dashboard = (await (
      await finance.request('/api/finance/dashboard')
    ).json()) as FinanceDashboard;
    expect(dashboard.recentDeals.length).toBeGreaterThan(0);
    expect(dashboard.recentDeals.every((deal) => deal.fi_manager_id === me.id)).toBe(true);
    const dates = dashboard.recentDeals.map((deal) => deal.deal_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuses another store's dashboard", async () => {
    const response = await finance.request('/api/finance/dashboard?dealership_id=47');
    expect(response.status).toBe(403);
  });

  it('shows the director one manager at a time', async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    const dashboard = (await (
      await director.request(
        `/api/finance/dashboard?period=last_month&scope=store&fi_manager_id=${me.id}`,
      )
    ).json()) as FinanceDashboard;
    const hand = await byHand(resolvePeriod('last_month', today()), me.id);
    expect(dashboard.metrics.units).toBe(hand.units);
  });
});

describe('goal tracking', () => {
  it("answers SPEC.md's shape for the caller's own id, with the seeded target and scheduled days off", async () => {
    const response = await finance.request(`/api/goals/tracking/${me.id}`);
    expect(response.status).toBe(200);
    const tracking = (await response.json()) as GoalTracking;
    const day = Number(today().slice(8, 10));
    const monthStart = `${today().slice(0, 8)}01`;
    const [goal] = await queryRows<{ target: string }>(
      t.database.db,
      sql`select unit_target as target from goals where user_id = ${me.id} and month = ${monthStart}::date`,
    );
    const [off] = await queryRows<{ total: number; so_far: number }>(
      t.database.db,
      sql`select count(*)::int as total, count(*) filter (where day <= ${today()}::date)::int as so_far
          from schedule_shifts where user_id = ${me.id} and shift = 'off'
            and day >= ${monthStart}::date and day < (${monthStart}::date + interval '1 month')`,
    );
    const target = Number(goal?.target);
    expect(tracking.target).toBe(target);
    expect(tracking.currentDay).toBe(day);
    expect(tracking.daysOff).toBe(off?.total);
    expect(off?.total).toBeGreaterThan(0);
    // DOMAIN.md: days off leave the pace; without them this is SPEC.md's floor(day ÷ days × target).
    expect(tracking.progressMetrics.expected).toBe(
      Math.floor(
        ((day - (off?.so_far ?? 0)) / (tracking.daysInMonth - (off?.total ?? 0))) * target,
      ),
    );
    const hand = await byHand(resolvePeriod('this_month', today()), me.id);
    expect(tracking.progressMetrics.actual).toBe(hand.units);
  });

  it("refuses anyone else's id", async () => {
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 46 and role = 'finance_manager' and user_id <> ${me.id} limit 1`,
    );
    const response = await finance.request(`/api/goals/tracking/${other?.id}`);
    expect(response.status).toBe(403);
  });
});

describe('staff', () => {
  it("lists the store's people, and no other store's", async () => {
    const staff = (await (await finance.request('/api/dealerships/46/staff')).json()) as StaffList;
    expect(staff.staff.length).toBeGreaterThan(10);
    expect(staff.staff.some((person) => person.role === 'salesperson')).toBe(true);
    expect((await finance.request('/api/dealerships/47/staff')).status).toBe(403);
  });
});

describe('lenders', () => {
  it("offers the store's own lenders first, then the common ones, and no other store's", async () => {
    const { lenders } = (await (await finance.request('/api/dealerships/46/lenders')).json()) as {
      lenders: string[];
    };
    const [top] = await queryRows<{ lender: string }>(
      t.database.db,
      sql`select lender from deals where dealership_id = 46 and lender is not null group by lender order by count(*) desc limit 1`,
    );
    expect(lenders[0]).toBe(top?.lender);
    expect(lenders).toContain('Westlake Financial');
    expect(new Set(lenders).size).toBe(lenders.length);
    expect((await finance.request('/api/dealerships/47/lenders')).status).toBe(403);
  });
});
