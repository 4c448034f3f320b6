import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { USER_RATE_RULES } from './rate-limit';

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
});
