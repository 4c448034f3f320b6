import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RATE_RULES } from './rate-limit';

/** ADR 015: the sign-in routes count per address and account, under a per-address ceiling. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const reasonOf = async (response: Response) => ((await response.json()) as ErrorBody).error.details;

describe('the per-address auth limit', () => {
  it("stops one client's runaway retries at its account, not at the showroom", async () => {
    const showroom = t.client({ 'X-Forwarded-For': '203.0.113.10' });
    const signIn = (email: string, password: string) =>
      showroom.request('/api/auth/sign-in', {
        method: 'POST',
        body: { email, password, rememberMe: false },
      });
    for (let i = 0; i < RATE_RULES.authPerAccount.limit; i++) {
      await signIn('runaway.script@example.com', 'WrongPass9');
    }
    const over = await signIn('runaway.script@example.com', 'WrongPass9');
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await reasonOf(over)).toEqual({ reason: 'tooManyRequests' });
    // A colleague at the next desk, behind the same address, signs in.
    expect((await signIn('sales_manager@demo.example.com', 'DemoPass123')).status).toBe(200);
  });

  it('still has a ceiling per address for a client that varies the account', async () => {
    const client = t.client({ 'X-Forwarded-For': '203.0.113.20' });
    await client.csrf(); // one token for the parallel calls below
    const ask = (i: number) =>
      client.request('/api/auth/magic-link', {
        method: 'POST',
        body: { email: `someone.${i}@example.com` },
      });
    const batch = 20;
    for (let i = 0; i < RATE_RULES.authPerAddress.limit; i += batch) {
      const answers = await Promise.all(
        Array.from({ length: batch }, (_, j) => ask(i + j).then((r) => r.status)),
      );
      expect(new Set(answers)).toEqual(new Set([204]));
    }
    const over = await ask(RATE_RULES.authPerAddress.limit);
    expect(over.status).toBe(429);
  }, 120_000);
});
