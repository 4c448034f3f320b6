import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@das/shared/schemas/auth';
import type { PayEstimate, PayPlan } from '@das/shared/schemas/pay';
import type { Preferences, TeamMember } from '@das/shared/schemas/team';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { profiles, users } from '../../db/schema';

let t: TestApp;
let finance: TestClient;
let me: SessionResponse['user'];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  finance = t.client();
  me = (await finance.signIn('finance_manager@demo.example.com')).user;
});
afterAll(() => t.close());

const monthsAgo = (count: number) => {
  const [year, month] = t.today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - count, 1)).toISOString().slice(0, 7);
};

/** Funded back-end gross and product counts of the manager's month, by hand in SQL. */
async function fundedMonth(userId: string, month: string) {
  const [row] = await queryRows<{ back: string; vsc: number; gap: number; ppm: number }>(
    t.database.db,
    sql`select coalesce(sum(back_end_gross), 0) as back,
               count(*) filter (where vsc_profit > 0)::int as vsc,
               count(*) filter (where gap_profit > 0)::int as gap,
               count(*) filter (where ppm_profit > 0)::int as ppm
        from deals where fi_manager_id = ${userId} and status = 'Funded'
          and deal_date >= ${`${month}-01`}::date and deal_date < (${`${month}-01`}::date + interval '1 month')`,
  );
  return { back: Number(row?.back), vsc: row?.vsc ?? 0, gap: row?.gap ?? 0, ppm: row?.ppm ?? 0 };
}

describe('pay estimate', () => {
  it('pays a past month on the plan in force then, and a recent one on the raise', async () => {
    const before = (await (
      await finance.request(`/api/finance/pay-estimate?month=${monthsAgo(6)}`)
    ).json()) as PayEstimate;
    const after = (await (
      await finance.request(`/api/finance/pay-estimate?month=${monthsAgo(1)}`)
    ).json()) as PayEstimate;
    expect(after.plan.plan.backEndPercent).toBe(before.plan.plan.backEndPercent + 3);
    for (const estimate of [before, after]) {
      const hand = await fundedMonth(me.id, estimate.month);
      const { plan } = estimate.plan;
      const expected =
        plan.baseMonthly +
        (hand.back * plan.backEndPercent) / 100 +
        hand.vsc * plan.productBonuses.vsc +
        hand.gap * plan.productBonuses.gap +
        hand.ppm * plan.productBonuses.ppm;
      expect(estimate.earned.total).toBeCloseTo(expected, 2);
    }
  });

  it('is only for finance roles', async () => {
    const sales = t.client();
    await sales.signIn('sales_manager@demo.example.com');
    expect((await sales.request('/api/finance/pay-estimate')).status).toBe(403);
  });
});

describe('pay plans', () => {
  it("show the director the team's plans, and nobody else's store", async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    const { plans } = (await (await director.request('/api/pay-plans')).json()) as {
      plans: PayPlan[];
    };
    expect(plans.map((plan) => plan.name)).toContain('Fiona Marsh');
    expect((await director.request('/api/pay-plans?dealership_id=47')).status).toBe(403);
    expect((await finance.request('/api/pay-plans')).status).toBe(403);
  });

  it('saves a first plan sent eight times at once without a fault', async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    // A new finance manager, so the save is the first version of their plan.
    const colleague = { id: randomUUID() };
    await t.database.db.insert(users).values({
      id: colleague.id,
      name: 'Nia Okoye',
      email: `nia.${colleague.id.slice(0, 8)}@team.invalid`,
    });
    await t.database.db.insert(profiles).values({
      userId: colleague.id,
      role: 'finance_manager',
      firstName: 'Nia',
      lastName: 'Okoye',
      dealershipId: 46,
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        director.request(`/api/pay-plans/${colleague?.id}`, {
          method: 'PUT',
          body: {
            effectiveFrom: `${monthsAgo(-1)}-01`,
            plan: { baseMonthly: 2000, backEndPercent: 20, productBonuses: {} },
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });

  it('let the director set a plan from a month on, and audit it', async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    const next = monthsAgo(-1);
    const response = await director.request(`/api/pay-plans/${me.id}`, {
      method: 'PUT',
      body: {
        effectiveFrom: `${next}-01`,
        plan: { baseMonthly: 2500, backEndPercent: 24, productBonuses: { vsc: 120 } },
      },
    });
    expect(response.status).toBe(200);
    const current = (await (
      await finance.request('/api/finance/pay-estimate')
    ).json()) as PayEstimate;
    expect(current.plan.plan.baseMonthly).not.toBe(2500);
    const later = (await (
      await finance.request(`/api/finance/pay-estimate?month=${next}`)
    ).json()) as PayEstimate;
    expect(later.plan.plan).toMatchObject({ baseMonthly: 2500, backEndPercent: 24 });
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_logs where operation = 'pay_plan.save' and entity_id = ${me.id}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('refuse to backdate a plan: a month already paid keeps its plan', async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    const plansBefore = await queryRows(
      t.database.db,
      sql`select effective_from::text, plan from pay_plans where user_id = ${me.id} order by 1`,
    );
    const body = (month: string) => ({
      effectiveFrom: `${month}-01`,
      plan: { baseMonthly: 9000, backEndPercent: 40, productBonuses: {} },
    });
    const backdated = await director.request(`/api/pay-plans/${me.id}`, {
      method: 'PUT',
      body: body(monthsAgo(1)),
    });
    expect(backdated.status).toBe(400);
    expect(((await backdated.json()) as { error: unknown }).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        expect.objectContaining({
          field: 'effectiveFrom',
          message: "Field 'effectiveFrom' must be this month or a later one",
        }),
      ],
    });
    expect(
      await queryRows(
        t.database.db,
        sql`select effective_from::text, plan from pay_plans where user_id = ${me.id} order by 1`,
      ),
    ).toEqual(plansBefore);
    const thisMonth = await director.request(`/api/pay-plans/${me.id}`, {
      method: 'PUT',
      body: body(monthsAgo(0)),
    });
    expect(thisMonth.status).toBe(200);
  });

  it("refuse a plan that does not start on the first of a month, and another store's people", async () => {
    const director = t.client();
    await director.signIn('finance_director@demo.example.com');
    const bad = await director.request(`/api/pay-plans/${me.id}`, {
      method: 'PUT',
      body: {
        effectiveFrom: '2026-07-15',
        plan: { baseMonthly: 1, backEndPercent: 1, productBonuses: {} },
      },
    });
    expect(bad.status).toBe(400);
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select user_id as id from profiles where dealership_id = 47 and role = 'finance_manager' limit 1`,
    );
    const foreign = await director.request(`/api/pay-plans/${other?.id}`, {
      method: 'PUT',
      body: {
        effectiveFrom: `${monthsAgo(-2)}-01`,
        plan: { baseMonthly: 1, backEndPercent: 1, productBonuses: {} },
      },
    });
    expect(foreign.status).toBe(404);
    const self = await finance.request(`/api/pay-plans/${me.id}`, {
      method: 'PUT',
      body: {
        effectiveFrom: `${monthsAgo(-2)}-01`,
        plan: { baseMonthly: 99999, backEndPercent: 100, productBonuses: {} },
      },
    });
    expect(self.status).toBe(403);
  });
});

describe("a single finance manager's own team and settings", () => {
  let single: TestClient;
  beforeAll(async () => {
    single = t.client();
    await single.signIn('single_finance_manager@demo.example.com');
  });

  it('lists the team with the deals each worked', async () => {
    const { members } = (await (await single.request('/api/team-members')).json()) as {
      members: TeamMember[];
    };
    expect(members).toHaveLength(5);
    expect(members.filter((m) => m.role === 'salesperson')).toHaveLength(4);
    expect(members.every((m) => m.deals > 0)).toBe(true);
  });

  it('adds, renames, deactivates and removes a member who has no deals', async () => {
    const added = await single.request('/api/team-members', {
      method: 'POST',
      body: { firstName: 'Nia', lastName: 'Brooks', role: 'salesperson' },
    });
    expect(added.status).toBe(201);
    const member = (await added.json()) as TeamMember;
    const renamed = await single.request(`/api/team-members/${member.id}`, {
      method: 'PATCH',
      body: { lastName: 'Brooks-Hall', isActive: false },
    });
    expect((await renamed.json()) as TeamMember).toMatchObject({
      lastName: 'Brooks-Hall',
      isActive: false,
    });
    expect(
      (await single.request(`/api/team-members/${member.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
  });

  it('keeps a member who is on deals: remove answers 409', async () => {
    const { members } = (await (await single.request('/api/team-members')).json()) as {
      members: TeamMember[];
    };
    const response = await single.request(`/api/team-members/${members[0]?.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(409);
  });

  it('is not for a store finance manager', async () => {
    expect((await finance.request('/api/team-members')).status).toBe(403);
  });

  it('saves their own pay plan', async () => {
    const session = await single.request('/api/auth/session/refresh', { method: 'POST' });
    const { user } = (await session.json()) as SessionResponse;
    const response = await single.request(`/api/pay-plans/${user.id}`, {
      method: 'PUT',
      body: {
        effectiveFrom: `${monthsAgo(0)}-01`,
        plan: { baseMonthly: 600, backEndPercent: 30, productBonuses: { vsc: 150 } },
      },
    });
    expect(response.status).toBe(200);
    const estimate = (await (
      await single.request('/api/finance/pay-estimate')
    ).json()) as PayEstimate;
    expect(estimate.plan.plan).toMatchObject({ baseMonthly: 600, backEndPercent: 30 });
  });

  it('keeps preferences on the server, the same in a second browser', async () => {
    expect(await (await single.request('/api/me/preferences')).json()).toEqual({
      hideAmounts: false,
      language: null,
    });
    await single.request('/api/me/preferences', {
      method: 'PATCH',
      body: { hideAmounts: true, language: 'es' },
    });
    const second = t.client();
    await second.signIn('single_finance_manager@demo.example.com');
    expect((await (await second.request('/api/me/preferences')).json()) as Preferences).toEqual({
      hideAmounts: true,
      language: 'es',
    });
    const bad = await second.request('/api/me/preferences', {
      method: 'PATCH',
      body: { language: 'xx' },
    });
    expect(bad.status).toBe(400);
  });
});
