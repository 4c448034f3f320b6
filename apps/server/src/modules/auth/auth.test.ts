import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { ROLES, ROLE_HOME } from '@das/shared/roles';
import { createTestApp, latestMailLinks, tokenOf, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { profiles, securityEvents, sessions, users, verifications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const signInBody = (email: string, password = 'DemoPass123', rememberMe = false) => ({
  method: 'POST',
  body: { email, password, rememberMe },
});

describe('anti-forgery token', () => {
  it('is required on every state-changing call', async () => {
    const client = t.client();
    const response = await client.request('/api/auth/sign-in', {
      ...signInBody('sales_manager@demo.example.com'),
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'Security validation failed. Please refresh the page and try again.',
      details: { reason: 'csrf' },
    });
  });

  it('is refused when it does not match the cookie or has expired', async () => {
    const client = t.client();
    await client.csrf();
    const wrong = await client.request('/api/auth/sign-in', {
      ...signInBody('sales_manager@demo.example.com'),
      csrf: false,
      headers: { 'X-CSRF-Token': 'f'.repeat(64) },
    });
    expect(wrong.status).toBe(403);
    const token = await client.csrf();
    const cookie = client.cookies.get('das.csrf') ?? '';
    const [value, , signature] = cookie.split('.');
    client.cookies.set('das.csrf', `${value}.${Math.floor(Date.now() / 1000) - 1}.${signature}`);
    const stale = await client.request('/api/auth/sign-in', {
      ...signInBody('sales_manager@demo.example.com'),
      csrf: false,
      headers: { 'X-CSRF-Token': token },
    });
    expect(stale.status).toBe(403);
  });

  it('is 32 random bytes in hex, valid 30 minutes, in an HttpOnly cookie', async () => {
    const client = t.client();
    const response = await client.request('/api/auth/csrf');
    const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: number };
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
    expect(client.lastSetCookies[0]).toMatch(/das\.csrf=.*HttpOnly.*SameSite=Strict/);
  });
});

describe('sign-in', () => {
  it.each(ROLES)(
    'signs in the %s demo account, with role and store from the server',
    async (role) => {
      const session = await t.client().signIn(`${role}@demo.example.com`);
      expect(session.user.role).toBe(role);
      expect(session.user.email).toBe(`${role}@demo.example.com`);
      expect(ROLE_HOME[session.user.role]).toBeDefined();
      if (['salesperson', 'sales_manager', 'general_manager'].includes(role)) {
        expect(session.user).toMatchObject({
          dealershipId: 46,
          dealershipName: 'Desert Sun Toyota',
        });
      }
      expect(session.user.isGroupAdmin).toBe(
        ['dealer_group_admin', 'admin', 'master_admin'].includes(role),
      );
    },
  );

  it('applies the e-mail sanitizer of SPEC.md §5 before looking the account up', async () => {
    const session = await t.client().signIn('  Sales_Manager@Demo.Example.com ');
    expect(session.user.role).toBe('sales_manager');
  });

  it('keeps the session in an HttpOnly cookie and never sends it to scripts', async () => {
    const client = t.client();
    const session = await client.signIn('salesperson@demo.example.com');
    const cookie = client.lastSetCookies.find((c) => c.startsWith('das.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(session)).not.toContain(
      client.cookies.get('das.session_token')?.split('.')[0],
    );
  });

  it("tells the browser its store's day by the server's clock, for forms' default dates", async () => {
    const client = t.client();
    const session = await client.signIn('salesperson@demo.example.com');
    const board = await client.request('/api/sales-floor/salesperson');
    expect(board.status).toBe(200);
    expect(session.storeToday).toBe(((await board.json()) as { today: string }).today);
    expect((await t.client().signIn('master_admin@demo.example.com')).storeToday).toBeNull();
  });

  it('lasts a shift (8 h) without Remember me and 24 h with it', async () => {
    const now = Date.now() / 1000;
    const shift = await t.client().signIn('viewer@demo.example.com', 'DemoPass123', false);
    expect(shift.sessionExpiresAt - now).toBeGreaterThan(8 * 3600 - 60);
    expect(shift.sessionExpiresAt - now).toBeLessThanOrEqual(8 * 3600 + 1);
    const remembered = await t.client().signIn('viewer@demo.example.com', 'DemoPass123', true);
    expect(remembered.sessionExpiresAt - now).toBeGreaterThan(24 * 3600 - 60);
    expect(shift.expiresAt - now).toBeLessThanOrEqual(15 * 60 + 1);
  });

  it('says "Invalid login credentials" for a wrong password or an unknown account', async () => {
    for (const email of ['general_manager@demo.example.com', 'nobody@demo.example.com']) {
      const response = await t
        .client()
        .request('/api/auth/sign-in', signInBody(email, 'WrongPass9'));
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({
        code: 'AUTH_FAILED',
        message: 'Invalid login credentials',
        details: { reason: 'invalidCredentials' },
      });
    }
  });

  it.each([
    [
      'an invalid e-mail',
      'not..valid@x.com',
      'secret1',
      'email',
      'invalid_email',
      'Please enter a valid email address',
    ],
    [
      'an e-mail ending in a dot',
      'dana@example.com.',
      'secret1',
      'email',
      'invalid_email',
      'Please enter a valid email address',
    ],
    [
      'an empty password',
      'dana@example.com',
      '',
      'password',
      'required',
      'Please enter your password',
    ],
    [
      'a short password',
      'dana@example.com',
      'abc',
      'password',
      'too_short',
      'Password must be at least 6 characters',
    ],
    [
      'script in the input',
      'dana@example.com',
      'javascript:alert(1)',
      'password',
      'invalid_characters',
      'Invalid characters detected. Please check your input.',
    ],
  ])('refuses %s with SPEC.md §5 message', async (_, email, password, field, code, message) => {
    const response = await t.client().request('/api/auth/sign-in', signInBody(email, password));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([expect.objectContaining({ field, code, message })]);
  });

  it('locks an account after 5 failures, even for the right password', async () => {
    const email = 'finance_director@demo.example.com';
    const client = t.client();
    for (let i = 0; i < 4; i++) {
      expect(
        (await client.request('/api/auth/sign-in', signInBody(email, 'WrongPass9'))).status,
      ).toBe(401);
    }
    const fifth = await client.request('/api/auth/sign-in', signInBody(email, 'WrongPass9'));
    expect(fifth.status).toBe(429);
    expect(await errorOf(fifth)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Account locked for 15 minutes.',
      details: { minutes: 15 },
    });
    const right = await client.request('/api/auth/sign-in', signInBody(email));
    expect(right.status).toBe(429);
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'ACCOUNT_LOCKED'));
    expect(event?.severity).toBe('medium');
  });

  it('lets a whole showroom on one address sign in within a minute', async () => {
    const showroom = await createTestApp({
      database: t.database,
      demo: true,
      env: { TRUST_PROXY: 'true' },
    });
    const staff = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from users u join profiles p on p.user_id = u.id
          where p.dealership_id in (47, 48) and p.is_active order by u.email limit 30`,
    );
    expect(staff).toHaveLength(30);
    const results = await Promise.all(
      staff.map(async ({ email }) => {
        const client = showroom.client({ 'X-Forwarded-For': '203.0.113.7' });
        const response = await client.request('/api/auth/sign-in', signInBody(email));
        return response.status;
      }),
    );
    expect(results).toEqual(Array(30).fill(200));
  });

  it('checks no sixth password when forty wrong ones race the right one', async () => {
    const racing = await createTestApp({
      database: t.database,
      demo: true,
      env: { TRUST_PROXY: 'true' },
    });
    // An account no later test signs in with: this one stays locked.
    const email = 'master_admin@demo.example.com';
    const client = racing.client({ 'X-Forwarded-For': '198.51.100.40' });
    await client.csrf();
    const wrong = Array.from({ length: 40 }, () =>
      client.request('/api/auth/sign-in', signInBody(email, 'WrongPass9')),
    );
    // Sent once every wrong attempt has been counted: the first answers come after a password check.
    await Promise.race(wrong);
    const right = await client.request('/api/auth/sign-in', signInBody(email));
    const statuses = (await Promise.all(wrong)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(36);
    expect(right.status).toBe(429);
  });

  it('still limits one address that floods the sign-in route', async () => {
    const flooded = await createTestApp({
      database: t.database,
      demo: true,
      env: { TRUST_PROXY: 'true' },
    });
    const client = flooded.client({ 'X-Forwarded-For': '198.51.100.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      statuses.push((await client.request('/api/auth/sign-in', signInBody('x@y', 'a'))).status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another address is unaffected.
    const other = flooded.client({ 'X-Forwarded-For': '198.51.100.10' });
    expect((await other.request('/api/auth/sign-in', signInBody('x@y', 'a'))).status).toBe(400);
  });
});

describe('sign-up and e-mail verification', () => {
  const email = 'casey.newhire@example.com';

  it('lists every broken password rule, joined with commas', async () => {
    const response = await t.client().request('/api/auth/sign-up', {
      method: 'POST',
      body: { firstName: 'Casey', lastName: 'New', email, password: 'short' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      {
        field: 'password',
        code: 'password_rules',
        params: { rules: ['length', 'uppercase', 'number'] },
        message:
          'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number',
      },
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('creates a single finance manager in an office of their own and e-mails a link', async () => {
    const response = await t.client().request('/api/auth/sign-up', {
      method: 'POST',
      body: { firstName: 'Casey', lastName: 'New', email, password: 'Finance2026' },
    });
    expect(response.status).toBe(201);
    const links = await latestMailLinks(t, email);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?type=verify&token=/);

    const before = await t.client().request('/api/auth/sign-in', signInBody(email, 'Finance2026'));
    expect(before.status).toBe(403);
    expect(await errorOf(before)).toMatchObject({ message: 'Email not confirmed' });

    const verified = await t.client().request('/api/auth/verify-email', {
      method: 'POST',
      body: { token: tokenOf(links[0] ?? '') },
    });
    expect(verified.status).toBe(204);
    const session = await t.client().signIn(email, 'Finance2026');
    expect(session.user).toMatchObject({ role: 'single_finance_manager', firstName: 'Casey' });
    expect(session.user.dealershipId).not.toBeNull();
    expect(session.user.dealershipId).not.toBe(46);
  });

  it('answers a second sign-up for the same address the same way, creating nothing', async () => {
    const response = await t.client().request('/api/auth/sign-up', {
      method: 'POST',
      body: { firstName: 'Other', lastName: 'Person', email, password: 'Another2026' },
    });
    expect(response.status).toBe(201);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a tampered verification token', async () => {
    const response = await t.client().request('/api/auth/verify-email', {
      method: 'POST',
      body: { token: 'not-a-real-token' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'Email link is invalid or has expired',
    });
  });
});

describe('magic link', () => {
  const email = 'general_manager@demo.example.com';

  it('signs in once with the e-mailed link, which then stops working', async () => {
    const client = t.client();
    expect(
      (await client.request('/api/auth/magic-link', { method: 'POST', body: { email } })).status,
    ).toBe(204);
    const link = (await latestMailLinks(t, email))[0] ?? '';
    expect(link).toMatch(/\/auth\/callback\?type=magiclink&token=/);
    const first = await client.request('/api/auth/magic-link/verify', {
      method: 'POST',
      body: { token: tokenOf(link) },
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as SessionResponse).user.role).toBe('general_manager');
    const again = await t
      .client()
      .request('/api/auth/magic-link/verify', { method: 'POST', body: { token: tokenOf(link) } });
    expect(again.status).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    const client = t.client();
    await client.request('/api/auth/magic-link', { method: 'POST', body: { email } });
    const token = tokenOf((await latestMailLinks(t, email))[0] ?? '');
    const [record] = await queryRows<{ expires_in: number }>(
      t.database.db,
      sql`select extract(epoch from (expires_at - now()))::int as expires_in from verifications order by created_at desc limit 1`,
    );
    expect(record?.expires_in).toBeGreaterThan(9 * 60);
    expect(record?.expires_in).toBeLessThanOrEqual(10 * 60);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await client.request('/api/auth/magic-link/verify', {
      method: 'POST',
      body: { token },
    });
    expect(late.status).toBe(400);
  });

  it('does not sign in an account locked by wrong passwords, nor a deactivated one', async () => {
    const started = new Date();
    const locked = 'finance_manager@demo.example.com';
    const client = t.client();
    await client.request('/api/auth/magic-link', { method: 'POST', body: { email: locked } });
    const token = tokenOf((await latestMailLinks(t, locked))[0] ?? '');
    for (let i = 0; i < 5; i++) {
      await client.request('/api/auth/sign-in', signInBody(locked, 'WrongPass9'));
    }
    const lockedAnswer = await client.request('/api/auth/magic-link/verify', {
      method: 'POST',
      body: { token },
    });
    expect(lockedAnswer.status).toBe(429);
    expect((await errorOf(lockedAnswer)).code).toBe('RATE_LIMITED');

    const inactive = 'single_finance_manager@demo.example.com';
    await client.request('/api/auth/magic-link', { method: 'POST', body: { email: inactive } });
    const inactiveToken = tokenOf((await latestMailLinks(t, inactive))[0] ?? '');
    await t.database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.userId, sql`(select id from users where email = ${inactive})`));
    const inactiveAnswer = await client.request('/api/auth/magic-link/verify', {
      method: 'POST',
      body: { token: inactiveToken },
    });
    expect(inactiveAnswer.status).toBe(401);
    await t.database.db
      .update(profiles)
      .set({ isActive: true })
      .where(eq(profiles.userId, sql`(select id from users where email = ${inactive})`));
    const sessionsLeft = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id
          where u.email in (${locked}, ${inactive}) and s.created_at >= ${started.toISOString()}`,
    );
    expect(sessionsLeft[0]?.n).toBe(0);
  });

  it('sends nothing for an address without an account, and says the same', async () => {
    const response = await t.client().request('/api/auth/magic-link', {
      method: 'POST',
      body: { email: 'stranger@example.com' },
    });
    expect(response.status).toBe(204);
    expect(await latestMailLinks(t, 'stranger@example.com')).toEqual([]);
  });
});

describe('passwords', () => {
  it('resets by e-mailed link and ends every session of the account', async () => {
    const email = 'dealership_admin@demo.example.com';
    const old = t.client();
    const oldSession = await old.signIn(email);
    await t
      .client()
      .request('/api/auth/password-reset/request', { method: 'POST', body: { email } });
    const link = (await latestMailLinks(t, email))[0] ?? '';
    expect(link).toMatch(/\/auth\/reset-password\?token=/);
    const weak = await t.client().request('/api/auth/password-reset', {
      method: 'POST',
      body: { token: tokenOf(link), newPassword: 'alllowercase' },
    });
    expect(weak.status).toBe(400);
    const reset = await t.client().request('/api/auth/password-reset', {
      method: 'POST',
      body: { token: tokenOf(link), newPassword: 'NewAdmin2026' },
    });
    expect(reset.status).toBe(204);
    expect((await old.request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(401);
    expect(oldSession.accessToken).toBeTruthy();
    expect((await t.client().request('/api/auth/sign-in', signInBody(email))).status).toBe(401);
    expect((await t.client().signIn(email, 'NewAdmin2026')).user.role).toBe('dealership_admin');
  });

  it('changing a password ends the other sessions, at once for their access tokens', async () => {
    const email = 'single_dealer_admin@demo.example.com';
    const desk = t.client();
    const phone = t.client();
    await desk.signIn(email);
    await phone.signIn(email);
    expect((await phone.request('/api/dealerships')).status).toBe(200);
    const changed = await desk.request('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'DemoPass123', newPassword: 'Changed2026' },
    });
    expect(changed.status).toBe(200);
    desk.accessToken = ((await changed.json()) as SessionResponse).accessToken;
    expect((await phone.request('/api/dealerships')).status).toBe(401);
    expect((await phone.request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(401);
    expect((await desk.request('/api/dealerships')).status).toBe(200);
    expect((await desk.request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(200);
  });
});

describe('changing a password with an access token alone', () => {
  it('answers 401 and changes nothing: the change needs the sign-in itself (its cookie)', async () => {
    const email = 'area_vice_president@demo.example.com';
    const browser = t.client();
    const { accessToken } = await browser.signIn(email);
    const script = t.client();
    script.accessToken = accessToken;
    const response = await script.request('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'DemoPass123', newPassword: 'Changed2026' },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHENTICATED');
    expect((await t.client().signIn(email)).user.role).toBe('area_vice_president');
  });
});

describe('sessions and access tokens', () => {
  it('answers a refresh from a browser with no session cookie with 204, not an error', async () => {
    expect((await t.client().request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(
      204,
    );
  });

  it('refreshes from the __Secure- session cookie of an https origin', async () => {
    const https = await createTestApp({
      demo: true,
      database: t.database,
      env: { APP_ORIGIN: 'https://board.example.com' },
    });
    const client = https.client();
    await client.signIn('sales_manager@demo.example.com');
    expect([...client.cookies.keys()]).toContain('__Secure-das.session_token');
    const response = await client.request('/api/auth/session/refresh', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionResponse).accessToken).toBeTruthy();
  });

  it('ends a session on every app server at once: sign-out and password reset', async () => {
    const other = await createTestApp({ demo: true, database: t.database });
    const email = 'dealer_group_admin@demo.example.com';
    const here = t.client();
    const { accessToken } = await here.signIn(email);
    const there = other.client();
    there.accessToken = accessToken;
    expect((await there.request('/api/dealerships')).status).toBe(200);
    expect((await here.request('/api/auth/sign-out', { method: 'POST' })).status).toBe(204);
    expect((await there.request('/api/dealerships')).status).toBe(401);

    const again = t.client();
    there.accessToken = (await again.signIn(email)).accessToken;
    expect((await there.request('/api/dealerships')).status).toBe(200);
    await t
      .client()
      .request('/api/auth/password-reset/request', { method: 'POST', body: { email } });
    const link = (await latestMailLinks(t, email))[0] ?? '';
    const reset = await t.client().request('/api/auth/password-reset', {
      method: 'POST',
      body: { token: tokenOf(link), newPassword: 'Reset2026x' },
    });
    expect(reset.status).toBe(204);
    expect((await there.request('/api/dealerships')).status).toBe(401);
  });

  it('refreshes before expiry with a new token from the session cookie', async () => {
    const client = t.client();
    const first = await client.signIn('sales_manager@demo.example.com');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await client.request('/api/auth/session/refresh', { method: 'POST' });
    expect(response.status).toBe(200);
    const next = (await response.json()) as SessionResponse;
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.expiresAt).toBeGreaterThan(first.expiresAt);
    expect(next.sessionExpiresAt).toBe(first.sessionExpiresAt);
  });

  it('refuses a missing, tampered or foreign access token', async () => {
    const client = t.client();
    const { accessToken } = await client.signIn('sales_manager@demo.example.com');
    const missing = await t.client().request('/api/dealerships');
    expect(await errorOf(missing)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Authentication required',
    });
    const [header, payload, signature] = accessToken.split('.');
    for (const token of [
      `${header}.${payload}.${signature?.slice(1)}A`,
      `${header}.${payload}`,
      'x'.repeat(40),
    ]) {
      const response = await t.client().request('/api/dealerships', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('AUTH_FAILED');
    }
  });

  it("stops a signed-out session's access tokens and its cookie", async () => {
    const client = t.client();
    const { accessToken } = await client.signIn('salesperson@demo.example.com');
    const sessionCookie = client.cookies.get('das.session_token') ?? '';
    expect((await client.request('/api/dealerships')).status).toBe(200);
    expect((await client.request('/api/auth/sign-out', { method: 'POST' })).status).toBe(204);
    expect(client.cookies.has('das.session_token')).toBe(false);
    const after = await t.client().request('/api/dealerships', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(after.status).toBe(401);
    // Someone who kept a copy of the cookie gets nothing from it either.
    const replay = t.client();
    replay.cookies.set('das.session_token', sessionCookie);
    expect((await replay.request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('ends a session after 10 hours without activity', async () => {
    const client = t.client();
    const session = await client.signIn('viewer@demo.example.com', 'DemoPass123', true);
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 10 * 3_600_000 - 60_000) })
      .where(eq(sessions.userId, session.user.id));
    expect((await client.request('/api/auth/session/refresh', { method: 'POST' })).status).toBe(
      401,
    );
  });
});

describe('security events', () => {
  it('stores what the client reports, with secrets redacted', async () => {
    const response = await t.client().request('/api/security-events', {
      method: 'POST',
      body: {
        eventType: 'UNAUTHORIZED_ACCESS',
        severity: 'low',
        details: { path: '/master-admin', accessToken: 'eyJsecret', password: 'hunter2' },
      },
    });
    expect(response.status).toBe(204);
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.details}->>'path' = '/master-admin'`);
    expect(event).toMatchObject({ eventType: 'UNAUTHORIZED_ACCESS', severity: 'low' });
    expect(event?.details).toMatchObject({
      accessToken: '[REDACTED]',
      password: '[REDACTED]',
      source: 'client',
    });
  });

  it('refuses an event without a proper type', async () => {
    const response = await t.client().request('/api/security-events', {
      method: 'POST',
      body: { eventType: 'hack me', severity: 'low' },
    });
    expect(response.status).toBe(400);
  });
});

describe('deactivated staff', () => {
  it('cannot sign in, and are told why', async () => {
    const [leaver] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from users u join profiles p on p.user_id = u.id where not p.is_active limit 1`,
    );
    const response = await t.client().request('/api/auth/sign-in', signInBody(leaver?.email ?? ''));
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'AUTH_FAILED',
      message: 'This account has been deactivated. Please contact your administrator.',
      details: { reason: 'accountInactive' },
    });
  });
});
