import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '@das/shared/schemas/team';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';

let t: TestApp;
let single: TestClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  single = t.client();
  await single.signIn('single_finance_manager@demo.example.com');
});
afterAll(() => t.close());

describe("a single finance manager's team members", () => {
  // Found by the fuzzer: first and last name at their limits did not fit the user row's label.
  it('takes first and last names of 50 characters each and keeps them in full', async () => {
    const firstName = 'F'.repeat(50);
    const lastName = 'L'.repeat(50);
    const added = await single.request('/api/team-members', {
      method: 'POST',
      body: { firstName, lastName, role: 'salesperson' },
    });
    expect(added.status).toBe(201);
    const member = (await added.json()) as TeamMember;
    expect(member).toMatchObject({ firstName, lastName });

    const renamed = await single.request(`/api/team-members/${member.id}`, {
      method: 'PATCH',
      body: { firstName: 'G'.repeat(50) },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ firstName: 'G'.repeat(50), lastName });
  });
});
