import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { USER_RATE_RULES, consumeRateLimit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, userRateRules: USER_RATE_RULES });
});
afterAll(() => t.close());

describe('limits per signed-in user (SPEC.md: 60 a minute, 1,000 an hour, 15 minutes blocked)', () => {
  it('refuses the 61st write of a minute with 429 and Retry-After, and keeps reads open', async () => {
    const client = t.client();
    await client.signIn('single_finance_manager@demo.example.com');
    const write = () =>
      client.request('/api/me/preferences', { method: 'PATCH', body: { hideAmounts: false } });
    for (let i = 0; i < USER_RATE_RULES.writesPerMinute.limit; i++) {
      expect((await write()).status).toBe(200);
    }
    const refused = await write();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded',
    });
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await client.request('/api/me/preferences')).status).toBe(200);
    // Another user is not affected.
    const other = t.client();
    await other.signIn('finance_manager@demo.example.com');
    expect(
      (
        await other.request('/api/me/preferences', {
          method: 'PATCH',
          body: { hideAmounts: false },
        })
      ).status,
    ).toBe(200);
  });

  it('blocks for 15 minutes from the breach, then counts afresh', async () => {
    const rule = USER_RATE_RULES.writesPerMinute;
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, 0) + minutes * 60_000);
    const key = 'writesPerMinute:block-test';
    for (let i = 0; i < rule.limit; i++) {
      expect((await consumeRateLimit(t.database.db, key, rule, at(0))).allowed).toBe(true);
    }
    expect((await consumeRateLimit(t.database.db, key, rule, at(0.5))).allowed).toBe(false);
    // A minute later the minute window is over, but the block is not.
    expect((await consumeRateLimit(t.database.db, key, rule, at(5))).allowed).toBe(false);
    expect((await consumeRateLimit(t.database.db, key, rule, at(15.6))).allowed).toBe(true);
  });
});
