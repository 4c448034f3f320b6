import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUsage } from '@das/shared/schemas/platform-usage';
import { addDays, mondayOf, todayIn } from '@das/shared/periods';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import {
  areas,
  dealerGroups,
  dealerships,
  deals,
  subscriptions,
  userActiveDays,
  users,
} from '../../db/schema';
import { removeExpiredRecords } from '../platform-records/records-retention';
import * as repository from './platform-usage.repository';

/** Issue 13, "Sign-ups and use": what platform staff read of how the platform is used. */
let t: TestApp;
let admin: { id: string; client: TestClient };
let salesperson: { id: string; client: TestClient };
let demoPerson: string;
const REAL = 1;
const DEMO = 2;
const GROUP = 1;
const HOUR = 3_600_000;

let now: Date;
let today: string;
let thisWeek: string;
const weekOf = (at: Date) => mondayOf(todayIn('UTC', at));

let dealNumber = 0;
const deal = (dealershipId: number, dealDate: string, status: 'Funded' | 'Unwound' = 'Funded') => {
  dealNumber++;
  return {
    dealershipId,
    dealNumber: `U${dealNumber}`,
    dealDate,
    stockNumber: `S${dealNumber}`,
    vinLast8: String(10_000_000 + dealNumber),
    customerLastName: `Buyer${dealNumber}`,
    dealType: 'Cash' as const,
    vehicleType: 'New' as const,
    frontEndGross: '1000',
    status,
    fundedDate: status === 'Funded' ? dealDate : null,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock.now();
  today = todayIn('UTC', now);
  thisWeek = mondayOf(today);
  const db = t.database.db;
  await db.insert(areas).values({ id: 1, name: 'Area' });
  await db.insert(dealerGroups).values({ id: GROUP, areaId: 1, name: 'Group' });
  await db.insert(dealerships).values([
    { id: REAL, dealerGroupId: GROUP, name: 'Real Motors', timeZone: 'America/Chicago' },
    { id: DEMO, dealerGroupId: GROUP, name: 'Demo Motors', timeZone: 'UTC', isDemo: true },
  ]);
  admin = await t.person('admin');
  salesperson = await t.person('salesperson', { dealershipId: REAL });
  demoPerson = (await t.person('salesperson', { dealershipId: DEMO }, { signIn: false })).id;
  await db
    .update(users)
    .set({ isDemo: true })
    .where(sql`${users.id} = ${demoPerson}`);
}, 60_000);
afterAll(() => t.close());

async function usage(query = ''): Promise<PlatformUsage> {
  const response = await admin.client.request(`/api/platform/usage${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PlatformUsage;
}

describe('sign-ups and trials', () => {
  const subscription = (
    values: Partial<typeof subscriptions.$inferInsert> & { createdAt: Date; trialEndsAt: Date },
  ) => ({
    plan: 'dealership' as const,
    subscriberId: salesperson.id,
    dealershipId: REAL,
    monthlyPrice: '250.00',
    ...values,
  });
  const weeksAgo = (weeks: number) => new Date(now.getTime() - weeks * 7 * 24 * HOUR);

  beforeAll(async () => {
    const future = new Date(now.getTime() + 30 * 24 * HOUR);
    await t.database.db.insert(subscriptions).values([
      // The first instant of this week belongs to it; the last of the week before to that one.
      subscription({ createdAt: new Date(`${thisWeek}T00:00:00.000Z`), trialEndsAt: future }),
      subscription({
        plan: 'single_finance',
        createdAt: new Date(`${addDays(thisWeek, -1)}T23:59:59.999Z`),
        trialEndsAt: future,
      }),
      // Trials that ended: one now paying, one canceled; one ending in an hour has not ended.
      subscription({
        plan: 'dealer_group',
        dealershipId: null,
        dealerGroupId: GROUP,
        status: 'active',
        createdAt: weeksAgo(3),
        trialEndsAt: new Date(now.getTime() - HOUR),
      }),
      subscription({
        status: 'canceled',
        cancelsOn: todayIn('UTC', new Date(now.getTime() - 50 * HOUR)),
        createdAt: weeksAgo(3),
        trialEndsAt: new Date(now.getTime() - 50 * HOUR),
      }),
      subscription({ createdAt: weeksAgo(2), trialEndsAt: new Date(now.getTime() + HOUR) }),
      // Begun before the twelve weeks shown; its trial ended within them and it still trials.
      subscription({ createdAt: weeksAgo(12), trialEndsAt: weeksAgo(10) }),
      // A demo store's: a real account never counts it.
      subscription({
        subscriberId: demoPerson,
        dealershipId: DEMO,
        status: 'active',
        createdAt: now,
        trialEndsAt: new Date(now.getTime() - HOUR),
      }),
    ]);
  });

  it('counts sign-ups per UTC week (from Monday) and plan, every week of the range', async () => {
    const { signups } = await usage();
    expect(signups.map((row) => row.week)).toEqual(
      Array.from({ length: 12 }, (_, i) => addDays(thisWeek, 7 * (i - 11))),
    );
    const counts = new Map(signups.map((row) => [row.week, row.plans]));
    expect(counts.get(thisWeek)).toEqual({ single_finance: 0, dealership: 1, dealer_group: 0 });
    const lastWeek = addDays(thisWeek, -7);
    expect(counts.get(lastWeek)).toEqual({ single_finance: 1, dealership: 0, dealer_group: 0 });
    expect(counts.get(weekOf(weeksAgo(3)))).toEqual({
      single_finance: 0,
      dealership: 1,
      dealer_group: 1,
    });
    expect(counts.get(weekOf(weeksAgo(2)))?.dealership).toBe(1);
    const total = signups.reduce(
      (sum, row) => sum + Object.values(row.plans).reduce((a, b) => a + b, 0),
      0,
    );
    expect(total).toBe(5);
  });

  it('counts the trials that ended per week, and those of them active now', async () => {
    const { trials } = await usage();
    const expected = new Map<string, { week: string; ended: number; active: number }>();
    for (const [at, active] of [
      [new Date(now.getTime() - HOUR), 1],
      [new Date(now.getTime() - 50 * HOUR), 0],
      [weeksAgo(10), 0],
    ] as const) {
      const week = weekOf(at);
      const row = expected.get(week) ?? { week, ended: 0, active: 0 };
      expected.set(week, { week, ended: row.ended + 1, active: row.active + active });
    }
    expect(trials.filter((row) => row.ended > 0)).toEqual(
      [...expected.values()].sort((a, b) => a.week.localeCompare(b.week)),
    );
  });

  it('a demo account counts the demo store only', async () => {
    const range = { first: addDays(thisWeek, -77), last: thisWeek };
    const signups = await repository.signupsByWeek(t.database.db, range, true);
    expect(signups.at(-1)?.plans).toEqual({ single_finance: 0, dealership: 1, dealer_group: 0 });
    expect(signups.slice(0, -1).every((row) => row.plans.dealership === 0)).toBe(true);
    const trials = await repository.trialsEndedByWeek(t.database.db, range, now, true);
    expect(trials.filter((row) => row.ended > 0)).toEqual([
      { week: weekOf(new Date(now.getTime() - HOUR)), ended: 1, active: 1 },
    ]);
  });

  it('takes 1 to 52 weeks, and names the field it refuses', async () => {
    expect((await usage('?weeks=4')).signups).toHaveLength(4);
    const response = await admin.client.request('/api/platform/usage?weeks=53');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'weeks' }] },
    });
  });
});

describe('deals per day, from the daily summaries', () => {
  beforeAll(async () => {
    const first = addDays(today, -29);
    await t.database.db.insert(deals).values([
      // The first day of the thirty, and the day before it (not shown).
      deal(REAL, first),
      deal(REAL, first),
      deal(REAL, addDays(first, -1)),
      // An unwound deal was still logged.
      deal(REAL, today, 'Unwound'),
      deal(DEMO, today),
      deal(DEMO, today),
    ]);
  });

  it('counts the deals of each deal date across the stores, every day of the range', async () => {
    const result = await usage();
    expect(result.deals).toHaveLength(30);
    expect(result.deals[0]).toEqual({ day: addDays(today, -29), deals: 2 });
    expect(result.deals.at(-1)).toEqual({ day: today, deals: 1 });
    expect(result.deals.reduce((sum, row) => sum + row.deals, 0)).toBe(3);
    const week = await usage('?days=7');
    expect(week.deals.map((row) => row.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
  });

  it('a demo account counts the demo stores only', async () => {
    const rows = await repository.dealsByDay(
      t.database.db,
      { first: addDays(today, -29), last: today },
      true,
    );
    expect(rows.filter((row) => row.deals > 0)).toEqual([{ day: today, deals: 2 }]);
  });
});

describe('active people per day', () => {
  it('records a signed-in person once a day, however many requests they make', async () => {
    await usage();
    await usage();
    expect((await salesperson.client.request('/api/platform/usage')).status).toBe(403);
    const rows = await queryRows<{ user_id: string; day: string }>(
      t.database.db,
      sql`select user_id, to_char(day, 'YYYY-MM-DD') as day from user_active_days where day = ${today}`,
    );
    expect(rows.map((row) => row.user_id).sort()).toEqual([admin.id, salesperson.id].sort());
  });

  it('counts them per UTC day, a demo person only for a demo account', async () => {
    await t.database.db.insert(userActiveDays).values([
      { userId: salesperson.id, day: addDays(today, -29) },
      { userId: admin.id, day: addDays(today, -29) },
      { userId: salesperson.id, day: addDays(today, -30) },
      { userId: demoPerson, day: addDays(today, -1) },
    ]);
    const { activeUsers, today: answered } = await usage();
    expect(answered).toBe(today);
    expect(activeUsers).toHaveLength(30);
    expect(activeUsers[0]).toEqual({ day: addDays(today, -29), people: 2 });
    expect(activeUsers.at(-2)).toEqual({ day: addDays(today, -1), people: 0 });
    expect(activeUsers.at(-1)).toEqual({ day: today, people: 2 });
    const demo = await repository.activeUsersByDay(
      t.database.db,
      { first: addDays(today, -29), last: today },
      true,
    );
    expect(demo.filter((row) => row.people > 0)).toEqual([{ day: addDays(today, -1), people: 1 }]);
  });

  it('keeps the days of ACTIVITY_RETENTION_DAYS and drops older ones (ADR 021)', async () => {
    const db = t.database.db;
    await db.insert(userActiveDays).values([
      { userId: salesperson.id, day: addDays(today, -401) },
      { userId: admin.id, day: addDays(today, -401) },
      { userId: admin.id, day: addDays(today, -399) },
    ]);
    const removed = await removeExpiredRecords(
      {
        db,
        clock: t.clock,
        logger: { info: () => {}, error: () => {} } as never,
        retentionDays: { auditLog: 730, securityEvents: 365, cspReports: 90, activeDays: 400 },
      },
      1,
    );
    expect(removed.activeDays).toBe(2);
    const left = await queryRows<{ day: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from user_active_days order by day limit 1`,
    );
    expect(left).toEqual([{ day: addDays(today, -399) }]);
  });
});
