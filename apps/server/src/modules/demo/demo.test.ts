import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { ROLES } from '@das/shared/roles';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { securityEvents } from '../../db/schema';

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

  it('keeps the outbox readable at /api/dev/mailbox', async () => {
    expect((await demo.client().request('/api/dev/mailbox')).status).toBe(200);
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
