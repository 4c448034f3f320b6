import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@das/shared/periods';
import type {
  BillingPreview,
  PlatformSubscription,
  SubscriptionPage,
} from '@das/shared/schemas/platform-subscriptions';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { areas, auditLogs, dealerGroups, dealerships, subscriptions, users } from '../../db/schema';

/** Issue 13, "Subscriptions": platform staff manage every tenant's; a lapsed one reads only. */
let t: TestApp;
let admin: TestClient;
let subscriber: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const GROUP = 1;
const GROUP_STORES = [11, 12, 13];
const FINANCE_OFFICE = 20;
const UNSUBSCRIBED = 30;
const LAPSED_GROUP = 2;
const LAPSED_STORE = 40;
const CANCELED_OFFICE = 50;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(areas).values({ id: 1, name: 'Area' });
  await db.insert(dealerGroups).values({ id: GROUP, areaId: 1, name: 'Mesa Auto Group' });
  await db.insert(dealerships).values([
    ...GROUP_STORES.map((id, i) => ({
      id,
      dealerGroupId: GROUP,
      name: `Mesa Store ${i + 1}`,
      timeZone: 'America/Phoenix',
    })),
    { id: FINANCE_OFFICE, name: 'Solo Finance', kind: 'single_finance' as const },
    { id: UNSUBSCRIBED, name: 'Old Tenant Motors' },
  ]);
  await db.insert(dealerGroups).values({ id: LAPSED_GROUP, areaId: 1, name: 'Lapsed Group' });
  await db.insert(dealerships).values([
    { id: LAPSED_STORE, dealerGroupId: LAPSED_GROUP, name: 'Lapsed Motors' },
    { id: CANCELED_OFFICE, name: 'Canceled Finance', kind: 'single_finance' as const },
  ]);
  admin = (await t.person('master_admin')).client;
  subscriber = (await t.person('dealer_group_admin', { dealerGroupId: GROUP }, { signIn: false }))
    .id;
}, 60_000);
afterAll(() => t.close());

const now = () => t.clock.now();
const today = () => todayIn('UTC', now());

async function addSubscription(
  values: Partial<typeof subscriptions.$inferInsert> & { dealershipId?: number },
): Promise<string> {
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      plan: 'dealership',
      subscriberId: subscriber,
      monthlyPrice: '225.00',
      trialEndsAt: new Date(now().getTime() + 14 * DAY_MS),
      ...values,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

async function post(path: string, body?: unknown, client = admin) {
  return client.request(path, { method: 'POST', ...(body === undefined ? {} : { body }) });
}

async function auditOf(id: string, operation: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.operation, operation)));
}

describe('the list', () => {
  let ids: { group: string; office: string; demo: string };
  beforeAll(async () => {
    const demoUser = randomUUID();
    await t.database.db.insert(users).values({
      id: demoUser,
      name: 'Demo Subscriber',
      email: 'demo-subscriber@demo.example.com',
      emailVerified: true,
      isDemo: true,
    });
    await t.database.db
      .insert(dealerships)
      .values({ id: 90, name: 'Mesa Demo Store', isDemo: true });
    ids = {
      group: await addSubscription({
        plan: 'dealer_group',
        dealerGroupId: GROUP,
        locations: 3,
        monthlyPrice: '675.00',
        status: 'active',
      }),
      office: await addSubscription({
        plan: 'single_finance',
        dealershipId: FINANCE_OFFICE,
        monthlyPrice: '99.00',
      }),
      demo: await addSubscription({ dealershipId: 90, subscriberId: demoUser }),
    };
  });

  async function list(query: string): Promise<SubscriptionPage> {
    const response = await admin.request(`/api/platform/subscriptions?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionPage;
  }

  it('shows each with its plan, tenant, locations, exact price and trial end', async () => {
    const page = await list('search=mesa');
    expect(page.items.map((item) => item.id)).toEqual([ids.group]);
    expect(page.items[0]).toMatchObject({
      plan: 'dealer_group',
      status: 'active',
      tenantName: 'Mesa Auto Group',
      locations: 3,
      monthlyPrice: '675.00',
      pricePerLocation: '225.00',
      cancelsOn: null,
    });
  });

  it('filters by status and plan; a real account never sees the demo', async () => {
    expect((await list('status=active')).items.map((item) => item.id)).toEqual([ids.group]);
    expect((await list('plan=single_finance')).items.map((item) => item.id)).toEqual([ids.office]);
    expect((await list('search=Demo')).items).toEqual([]);
  });

  it('pages by keyset, newest first, without repeats', async () => {
    const first = await list('limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=1&after=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(second.items[0]!.createdAt <= first.items[0]!.createdAt).toBe(true);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const response = await admin.request('/api/platform/subscriptions?status=paused');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('status');
  });

  it("bills each of a group's stores its share; a demo one is out of a real account's reach", async () => {
    const response = await admin.request(`/api/platform/subscriptions/${ids.group}/billing`);
    expect(response.status).toBe(200);
    const preview = (await response.json()) as BillingPreview;
    expect(preview).toMatchObject({
      locations: 3,
      pricePerLocation: '225.00',
      monthlyTotal: '675.00',
    });
    expect(preview.stores).toEqual(
      GROUP_STORES.map((id, i) => ({
        dealershipId: id,
        name: `Mesa Store ${i + 1}`,
        monthly: '225.00',
      })),
    );
    const office = (await (
      await admin.request(`/api/platform/subscriptions/${ids.office}/billing`)
    ).json()) as BillingPreview;
    expect(office.stores).toEqual([
      { dealershipId: FINANCE_OFFICE, name: 'Solo Finance', monthly: '99.00' },
    ]);
    expect((await admin.request(`/api/platform/subscriptions/${ids.demo}/billing`)).status).toBe(
      404,
    );
    expect((await post(`/api/platform/subscriptions/${ids.demo}/activate`)).status).toBe(404);
  });
});

describe('extending a trial', () => {
  it('adds days to its end, and records the change before and after', async () => {
    const id = await addSubscription({
      dealershipId: FINANCE_OFFICE,
      plan: 'single_finance',
      monthlyPrice: '99.00',
    });
    const [before] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    const response = await post(`/api/platform/subscriptions/${id}/extend-trial`, { days: 7 });
    expect(response.status).toBe(200);
    const after = (await response.json()) as PlatformSubscription;
    expect(Date.parse(after.trialEndsAt) - before!.trialEndsAt.getTime()).toBe(7 * DAY_MS);
    const [record] = await auditOf(id, 'subscription.extendTrial');
    expect(record).toMatchObject({
      entityType: 'subscription',
      outcome: 'ok',
      dealershipId: FINANCE_OFFICE,
    });
    const details = record!.details as {
      before: PlatformSubscription;
      after: PlatformSubscription;
    };
    expect(details.after.trialEndsAt).toBe(after.trialEndsAt);
    expect(Date.parse(details.before.trialEndsAt)).toBe(before!.trialEndsAt.getTime());
  });

  it('counts from now once it has ended, or runs to the end of a chosen day', async () => {
    const id = await addSubscription({
      dealershipId: UNSUBSCRIBED,
      trialEndsAt: new Date(now().getTime() - 30 * DAY_MS),
    });
    const extended = (await (
      await post(`/api/platform/subscriptions/${id}/extend-trial`, { days: 2 })
    ).json()) as PlatformSubscription;
    expect(Date.parse(extended.trialEndsAt)).toBeGreaterThan(now().getTime() + DAY_MS);
    const until = addDays(today(), 40);
    const response = await post(`/api/platform/subscriptions/${id}/extend-trial`, { until });
    expect(response.status).toBe(200);
    const toDay = (await response.json()) as PlatformSubscription;
    expect(toDay.trialEndsAt).toBe(`${addDays(until, 1)}T00:00:00.000000Z`);
    // A "new" end before the present one shortens nothing.
    const earlier = await post(`/api/platform/subscriptions/${id}/extend-trial`, {
      until: addDays(today(), 3),
    });
    expect(earlier.status).toBe(400);
    expect(await earlier.json()).toMatchObject({
      error: { details: [{ field: 'until', code: 'too_small' }] },
    });
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, id));
  });

  it.each([
    [{ days: 0 }, 'days'],
    [{ days: 1.5 }, 'days'],
    [{}, 'days'],
    [{ days: 3, until: '2030-01-01' }, 'days'],
    [{ until: '2030-02-30' }, 'until'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field) => {
    const id = await addSubscription({ dealershipId: UNSUBSCRIBED });
    const response = await post(`/api/platform/subscriptions/${id}/extend-trial`, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { details: { field: string }[] } };
    expect(answer.error.details.map((issue) => issue.field)).toContain(field);
    expect(await auditOf(id, 'subscription.extendTrial')).toEqual([]);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, id));
  });

  it('is only for a trial: an active subscription answers 409; an unknown one 404', async () => {
    const id = await addSubscription({ dealershipId: UNSUBSCRIBED, status: 'active' });
    const response = await post(`/api/platform/subscriptions/${id}/extend-trial`, { days: 3 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('Only a trial') },
    });
    expect(
      (await post(`/api/platform/subscriptions/${randomUUID()}/extend-trial`, { days: 3 })).status,
    ).toBe(404);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, id));
  });
});

describe('activating and canceling', () => {
  it('cancels from a day on, refuses a past day, and activates again; each change audited', async () => {
    const id = await addSubscription({ dealershipId: UNSUBSCRIBED });
    const past = await post(`/api/platform/subscriptions/${id}/cancel`, {
      on: addDays(today(), -1),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      error: { details: [{ field: 'on', code: 'too_small' }] },
    });
    expect((await post(`/api/platform/subscriptions/${id}/cancel`, {})).status).toBe(400);

    const on = addDays(today(), 10);
    const canceled = await post(`/api/platform/subscriptions/${id}/cancel`, { on });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ status: 'canceled', cancelsOn: on });
    expect((await post(`/api/platform/subscriptions/${id}/cancel`, { on })).status).toBe(409);
    const [cancelRecord] = await auditOf(id, 'subscription.cancel');
    expect(cancelRecord!.details).toMatchObject({
      before: { status: 'trialing', cancelsOn: null },
      after: { status: 'canceled', cancelsOn: on },
    });

    const activated = await post(`/api/platform/subscriptions/${id}/activate`);
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ status: 'active', cancelsOn: null });
    expect((await post(`/api/platform/subscriptions/${id}/activate`)).status).toBe(409);
    const [activateRecord] = await auditOf(id, 'subscription.activate');
    expect(activateRecord!.details).toMatchObject({
      before: { status: 'canceled' },
      after: { status: 'active' },
    });
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, id));
  });
});

describe('a lapsed subscription turns its tenant read-only (ADR 025)', () => {
  /** A write that, once allowed, fails only its own checks. */
  const tryWrite = (client: TestClient) => post('/api/deals', {}, client);

  async function sessionOf(client: TestClient) {
    const response = await client.request('/api/auth/session/refresh', { method: 'POST' });
    expect(response.status).toBe(200);
    return (await response.json()) as SessionResponse;
  }

  it("refuses a store's writes once its group's trial ended, keeps its reads, and lets it write after an extension", async () => {
    const id = await addSubscription({
      plan: 'dealer_group',
      dealerGroupId: LAPSED_GROUP,
      locations: 1,
      trialEndsAt: new Date(now().getTime() - DAY_MS),
    });
    const manager = (await t.person('finance_manager', { dealershipId: LAPSED_STORE })).client;

    const refused = await tryWrite(manager);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_READ_ONLY' } });
    expect((await manager.request(`/api/deals?dealership_id=${LAPSED_STORE}`)).status).toBe(200);
    expect((await sessionOf(manager)).readOnlySince).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Their own language is theirs, not the store's.
    expect(
      (await manager.request('/api/me/preferences', { method: 'PATCH', body: { language: 'de' } }))
        .status,
    ).toBe(200);

    expect((await post(`/api/platform/subscriptions/${id}/extend-trial`, { days: 5 })).status).toBe(
      200,
    );
    const allowed = await tryWrite(manager);
    expect(allowed.status).toBe(400);
    expect(await allowed.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect((await sessionOf(manager)).readOnlySince).toBeNull();
  });

  it('a cancellation locks from its day on, and activation lifts it', async () => {
    const id = await addSubscription({
      dealershipId: CANCELED_OFFICE,
      plan: 'single_finance',
      monthlyPrice: '99.00',
      status: 'active',
    });
    const officer = (await t.person('single_finance_manager', { dealershipId: CANCELED_OFFICE }))
      .client;
    expect((await tryWrite(officer)).status).toBe(400);
    expect((await post(`/api/platform/subscriptions/${id}/cancel`, { on: today() })).status).toBe(
      200,
    );
    const refused = await tryWrite(officer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_READ_ONLY' } });
    expect((await post(`/api/platform/subscriptions/${id}/activate`)).status).toBe(200);
    expect((await tryWrite(officer)).status).toBe(400);
  });

  it('a tenant without any subscription is never read-only', async () => {
    const person = (await t.person('finance_manager', { dealershipId: UNSUBSCRIBED })).client;
    await t.database.db.delete(subscriptions).where(eq(subscriptions.dealershipId, UNSUBSCRIBED));
    expect((await tryWrite(person)).status).toBe(400);
    expect((await sessionOf(person)).readOnlySince).toBeNull();
  });
});
