import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { ROLES } from '@das/shared/roles';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dealerships, profiles, securityEvents, users } from '../../db/schema';

/** One database, two servers: one in demo mode, one with it switched off. */
let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  demo = await createTestApp({ demo: true });
  production = await createTestApp({ database: demo.database, env: { DEMO_MODE: 'false' } });
});
afterAll(() => demo.close());

async function lastCriticalEvent() {
  const [event] = await demo.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.severity, 'critical'))
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return event;
}

describe('demo mode on', () => {
  it('offers every role, with the sales manager at dealership 46 by default', async () => {
    const response = await demo.client().request('/api/demo');
    expect(await response.json()).toEqual({
      enabled: true,
      roles: [...ROLES],
      defaultRole: 'sales_manager',
      dealershipId: 46,
    });
  });

  it.each(ROLES)('lets a visitor enter as the %s demo account', async (role) => {
    const client = demo.client();
    const response = await client.request('/api/demo/sessions', { method: 'POST', body: { role } });
    expect(response.status).toBe(200);
    const session = (await response.json()) as SessionResponse;
    expect(session.user).toMatchObject({ role, isDemo: true });
    client.accessToken = session.accessToken;
    expect((await client.request('/api/dealerships')).status).toBe(200);
  });

  it('refuses a role that does not exist', async () => {
    const response = await demo.client().request('/api/demo/sessions', {
      method: 'POST',
      body: { role: 'superuser' },
    });
    expect(response.status).toBe(400);
  });
});

const storeSignUp = (email: string, storeName: string) => ({
  storeName,
  city: 'Flagstaff',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  firstName: 'Morgan',
  lastName: 'Avery',
  email,
  password: 'Dealer2026',
  acceptTerms: true,
});

async function accountOf(email: string) {
  const [row] = await demo.database.db
    .select({ isDemo: users.isDemo, storeId: dealerships.id, storeIsDemo: dealerships.isDemo })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .where(eq(users.email, email));
  return row;
}

async function demoClient(role: string) {
  const client = demo.client();
  const response = await client.request('/api/demo/sessions', { method: 'POST', body: { role } });
  client.accessToken = ((await response.json()) as SessionResponse).accessToken;
  return client;
}

describe('demo mode is a sandbox', () => {
  const realEmail = 'owner@real-motors.example.com';
  const demoEmail = 'visitor@try-it.example.com';
  beforeAll(async () => {
    for (const [server, email, name] of [
      [production, realEmail, 'Real Motors'],
      [demo, demoEmail, 'Try It Motors'],
    ] as const) {
      const response = await server.client().request('/api/auth/sign-up/dealership', {
        method: 'POST',
        body: storeSignUp(email, name),
      });
      expect(response.status).toBe(201);
    }
  });

  it('makes every account signed up on a demo server a demo account, with a demo store', async () => {
    expect(await accountOf(demoEmail)).toMatchObject({ isDemo: true, storeIsDemo: true });
    expect(await accountOf(realEmail)).toMatchObject({ isDemo: false, storeIsDemo: false });
  });

  it("never shows a demo session's master admin a real tenant", async () => {
    const master = await demoClient('master_admin');
    const real = await accountOf(realEmail);
    const trial = await accountOf(demoEmail);
    const listed = (await (await master.request('/api/dealerships')).json()) as {
      dealerships: { id: number }[];
    };
    const ids = listed.dealerships.map((store) => store.id);
    expect(ids).toContain(46);
    expect(ids).toContain(trial?.storeId);
    expect(ids).not.toContain(real?.storeId);
    expect((await master.request(`/api/deals?dealership_id=${real?.storeId}`)).status).toBe(403);
  });

  it('shows the mailbox only to a signed-in caller, and only mail to demo accounts', async () => {
    const anonymous = await demo.client().request('/api/dev/mailbox');
    expect(anonymous.status).toBe(401);
    const visitor = await demoClient('salesperson');
    const response = await visitor.request('/api/dev/mailbox');
    expect(response.status).toBe(200);
    const recipients = ((await response.json()) as { messages: { to: string }[] }).messages.map(
      (message) => message.to,
    );
    expect(recipients).toContain(demoEmail);
    expect(recipients).not.toContain(realEmail);
  });
});

describe('demo mode off', () => {
  it('has no demo entrance and no mailbox', async () => {
    const info = await production.client().request('/api/demo');
    expect(((await info.json()) as { enabled: boolean }).enabled).toBe(false);
    const entrance = await production.client().request('/api/demo/sessions', {
      method: 'POST',
      body: { role: 'admin' },
    });
    expect(entrance.status).toBe(404);
    expect((await production.client().request('/api/dev/mailbox')).status).toBe(404);
  });

  it("refuses the demo accounts' published password and records a critical event", async () => {
    const response = await production.client().request('/api/auth/sign-in', {
      method: 'POST',
      body: { email: 'admin@demo.example.com', password: 'DemoPass123', rememberMe: false },
    });
    expect(response.status).toBe(401);
    const event = await lastCriticalEvent();
    expect(event).toMatchObject({ eventType: 'UNAUTHORIZED_ACCESS', severity: 'critical' });
    expect(JSON.stringify(event?.details)).toContain('demo account');
  });

  it('refuses a demo session presented to it, and records a critical UNAUTHORIZED_ACCESS event', async () => {
    const visitor = demo.client();
    const entered = await visitor.request('/api/demo/sessions', {
      method: 'POST',
      body: { role: 'master_admin' },
    });
    const { accessToken, user } = (await entered.json()) as SessionResponse;

    // The same browser, now talking to a server whose demo mode is off.
    const carried = production.client();
    for (const [name, value] of visitor.cookies) carried.cookies.set(name, value);
    const byToken = await carried.request('/api/dealerships', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(byToken.status).toBe(401);
    expect(await lastCriticalEvent()).toMatchObject({
      eventType: 'UNAUTHORIZED_ACCESS',
      severity: 'critical',
      userId: user.id,
    });
    const byCookie = await carried.request('/api/auth/session/refresh', { method: 'POST' });
    expect(byCookie.status).toBe(401);
  });
});
