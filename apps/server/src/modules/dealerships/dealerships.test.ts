import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@das/shared/roles';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLogs } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function visibleTo(role: Role): Promise<number[]> {
  const client = t.client();
  await client.signIn(`${role}@demo.example.com`);
  const response = await client.request('/api/dealerships');
  const body = (await response.json()) as { dealerships: { id: number }[] };
  return body.dealerships.map((d) => d.id).sort((a, b) => a - b);
}

describe('which dealerships a caller may see', () => {
  it.each([
    ['salesperson', [46]],
    ['viewer', [46]],
    ['general_manager', [46]],
    ['dealership_admin', [46]],
    ['single_finance_manager', [60]],
    ['dealer_group_admin', [46, 47, 48, 49, 50]],
    ['area_vice_president', [46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58]],
    ['admin', [46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 60]],
    ['master_admin', [46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 60]],
  ] as const)('%s sees %j', async (role, expected) => {
    expect(await visibleTo(role)).toEqual(expected);
  });

  it('answers nobody without a session', async () => {
    expect((await t.client().request('/api/dealerships')).status).toBe(401);
  });
});

describe('platform staff open a store "as admin" (issue 13 "View as")', () => {
  const openings = (dealershipId: number) =>
    t.database.db
      .select({ userId: auditLogs.userId, details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.operation, 'store.viewAs'), eq(auditLogs.dealershipId, dealershipId)),
      );

  it('names the store and records every opening, by whom', async () => {
    const admin = t.client();
    const session = await admin.signIn('master_admin@demo.example.com');
    const before = (await openings(47)).length;
    for (let i = 0; i < 2; i++) {
      const response = await admin.request('/api/dealerships/47/view-as', { method: 'POST' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: 47, name: expect.any(String) });
    }
    const records = await openings(47);
    expect(records).toHaveLength(before + 2);
    expect(records.at(-1)?.userId).toBe(session.user.id);
  });

  it("refuses a store's own people and anyone above it, and records nothing", async () => {
    const before = (await openings(46)).length;
    for (const role of ['general_manager', 'dealer_group_admin'] as const) {
      const client = t.client();
      await client.signIn(`${role}@demo.example.com`);
      const response = await client.request('/api/dealerships/46/view-as', { method: 'POST' });
      expect(response.status).toBe(403);
    }
    expect(await openings(46)).toHaveLength(before);
  });

  it('refuses a store that does not exist, and no one signed out may ask', async () => {
    const admin = t.client();
    await admin.signIn('admin@demo.example.com');
    expect((await admin.request('/api/dealerships/99999/view-as', { method: 'POST' })).status).toBe(
      403,
    );
    expect(
      (await t.client().request('/api/dealerships/46/view-as', { method: 'POST' })).status,
    ).toBe(401);
    expect(await openings(99999)).toHaveLength(0);
  });
});
