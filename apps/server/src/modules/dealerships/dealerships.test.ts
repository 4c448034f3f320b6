import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@das/shared/roles';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
