import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';

/**
 * Issue 10 (Low): no answer says whether an address has an account. Mail that
 * never finishes stands in for a slow SMTP server: what the answer waits on, an
 * unknown address does not have.
 */
let t: TestApp;
let mailStarted = 0;
beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    mailer: {
      send: () => {
        mailStarted += 1;
        return new Promise<void>(() => undefined);
      },
    },
  });
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const signIn = (email: string, password: string) =>
  t.client().request('/api/auth/sign-in', {
    method: 'POST',
    body: { email, password, rememberMe: false },
  });

describe('a deactivated account', () => {
  it('answers a wrong password as an unknown address does', async () => {
    const [leaver] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from users u join profiles p on p.user_id = u.id where not p.is_active limit 1`,
    );
    const wrong = await signIn(leaver?.email ?? '', 'WrongPass9');
    const unknown = await signIn('nobody.here@example.com', 'WrongPass9');
    expect(wrong.status).toBe(unknown.status);
    expect(await errorOf(wrong)).toEqual(await errorOf(unknown));
    // The right password is told why, and gets no session.
    const right = await signIn(leaver?.email ?? '', 'DemoPass123');
    expect(await errorOf(right)).toMatchObject({ details: { reason: 'accountInactive' } });
    expect(right.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  });
});

describe.each([
  ['magic link', '/api/auth/magic-link'],
  ['password reset', '/api/auth/password-reset/request'],
])('a %s request', (_name, path) => {
  it('answers before its mail is sent, for an account as for an unknown address', async () => {
    const before = mailStarted;
    const known = await t.client().request(path, {
      method: 'POST',
      body: { email: 'general_manager@demo.example.com' },
    });
    const unknown = await t.client().request(path, {
      method: 'POST',
      body: { email: 'nobody.here@example.com' },
    });
    expect([known.status, unknown.status]).toEqual([204, 204]);
    await expect.poll(() => mailStarted).toBe(before + 1);
  });
});
