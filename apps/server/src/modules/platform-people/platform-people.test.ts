import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@das/shared/schemas/auth';
import type { PlatformPeoplePage, PlatformPerson } from '@das/shared/schemas/platform-people';
import type { Role } from '@das/shared/roles';
import {
  TEST_PASSWORD,
  createTestApp,
  latestMailLinks,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';
import { areas, auditLogs, dealerGroups, dealerships, profiles, users } from '../../db/schema';
import { LOCKOUT } from '../../auth/lockout';

/** Issue 13, "People across tenants": platform staff find anyone and help them sign in. */
let t: TestApp;
let master: { id: string; client: TestClient };
let admin: { id: string; client: TestClient };
const HARBOR = 901;

beforeAll(async () => {
  // A demo server: its demo master admin must see demo people only, real staff real people.
  t = await createTestApp({ demo: true });
  const db = t.database.db;
  await db.insert(areas).values({ id: HARBOR, name: 'Area' });
  await db.insert(dealerGroups).values({ id: HARBOR, areaId: HARBOR, name: 'Group' });
  await db.insert(dealerships).values({
    id: HARBOR,
    dealerGroupId: HARBOR,
    name: 'Harbor Motors',
    timeZone: 'America/Chicago',
  });
  master = await t.person('master_admin', { firstName: 'Mara', lastName: 'Master' });
  admin = await t.person('admin', { firstName: 'Ada', lastName: 'Admin' });
}, 120_000);
afterAll(() => t.close());

async function person(role: Role, details: Parameters<TestApp['person']>[1] = {}) {
  return t.person(role, { dealershipId: HARBOR, ...details });
}

async function search(client: TestClient, q: string, extra = ''): Promise<PlatformPeoplePage> {
  const response = await client.request(`/api/platform/people?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PlatformPeoplePage;
}

const act = (client: TestClient, userId: string, action: string, body?: unknown) =>
  client.request(`/api/platform/people/${userId}/${action}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  });

/** The audit records of what was done to a person, newest first. */
async function auditOf(userId: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.entityId, userId))
    .orderBy(desc(auditLogs.id));
}

/** The records of the refused or failed attempts of one action, newest first. */
async function refusalsOn(path: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.operation, `POST /api/platform/people/:user_id/${path}`))
    .orderBy(desc(auditLogs.id));
}

async function failSignIns(email: string, times: number) {
  const stranger = t.client();
  for (let i = 0; i < times; i += 1) {
    await stranger.request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: 'WrongPass999', rememberMe: false },
    });
  }
}

describe('finding people', () => {
  it('finds people by part of a name or e-mail, any case, with their store and sign-in', async () => {
    const found = await person('salesperson', { firstName: 'Quinton', lastName: 'Farrow' });
    for (const q of ['quinton far', 'FARROW', found.email.slice(0, 14).toUpperCase()]) {
      const page = await search(admin.client, q);
      expect(page.items.map((item) => item.id)).toEqual([found.id]);
    }
    const [item] = (await search(admin.client, 'Quinton')).items;
    expect(item).toMatchObject({
      email: found.email,
      role: 'salesperson',
      dealershipId: HARBOR,
      dealershipName: 'Harbor Motors',
      isActive: true,
      emailVerified: true,
      hasPassword: true,
      lockedUntil: null,
      openSessions: 1,
    });
    // Signed in a moment ago (t.person signs in), kept on the account.
    expect(Date.now() - new Date(item!.lastSignInAt!).getTime()).toBeLessThan(60_000);
  });

  it('takes a search text literally and pages by e-mail', async () => {
    for (const name of ['Pagey One', 'Pagey Two', 'Pagey Three']) {
      const [first = '', last = ''] = name.split(' ');
      await person('viewer', { firstName: first, lastName: last });
    }
    const first = await search(admin.client, 'pagey', '&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(admin.client, 'pagey', `&limit=2&after=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const emails = [...first.items, ...second.items].map((item) => item.email);
    expect(emails).toEqual([...emails].sort());
    expect((await search(admin.client, 'pag%y')).items).toEqual([]);
  });

  it('refuses a search text shorter than two characters, naming the field', async () => {
    const response = await admin.client.request('/api/platform/people?q=a');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('q');
  });

  it('keeps the demo a sandbox: a demo master admin finds demo people, real staff real people', async () => {
    const demoMaster = t.client();
    const session = await demoMaster.request('/api/demo/sessions', {
      method: 'POST',
      body: { role: 'master_admin' },
    });
    demoMaster.accessToken = ((await session.json()) as SessionResponse).accessToken;
    const demoPeople = await search(demoMaster, 'demo.example.com');
    expect(demoPeople.items.length).toBeGreaterThan(0);
    expect((await search(demoMaster, 'people.example.com')).items).toEqual([]);
    expect((await search(master.client, 'demo.example.com')).items).toEqual([]);
    // Nor can a demo master admin act on a real person: not found, and recorded as refused.
    const real = await person('salesperson');
    expect((await act(demoMaster, real.id, 'password-reset')).status).toBe(404);
  });
});

describe('unlocking an account', () => {
  it('lifts the lock of failed sign-ins, audited, and the person signs in again', async () => {
    const locked = await person('finance_manager', { firstName: 'Lockie' });
    await failSignIns(locked.email, LOCKOUT.maxFailures);
    const [before] = (await search(admin.client, locked.email)).items;
    expect(before?.lockedUntil).not.toBeNull();
    // Locked: even the right password is refused.
    await expect(t.client().signIn(locked.email, TEST_PASSWORD)).rejects.toThrow();

    const response = await act(admin.client, locked.id, 'unlock');
    expect(response.status).toBe(200);
    expect(((await response.json()) as PlatformPerson).lockedUntil).toBeNull();
    await t.client().signIn(locked.email, TEST_PASSWORD);
    const [record] = await auditOf(locked.id);
    expect(record).toMatchObject({
      operation: 'platformPeople.unlock',
      userId: admin.id,
      dealershipId: HARBOR,
      outcome: 'ok',
      details: { before: { lockedUntil: before!.lockedUntil }, after: { lockedUntil: null } },
    });
  });

  it('answers 409 for an account that is not locked, and records the failed attempt', async () => {
    const open = await person('salesperson');
    expect((await act(admin.client, open.id, 'unlock')).status).toBe(409);
    const [record] = await refusalsOn('unlock');
    expect(record).toMatchObject({ outcome: 'failed', userId: admin.id });
    expect(record?.details).toMatchObject({ status: 409, params: { user_id: open.id } });
  });
});

describe('ending sessions', () => {
  it('ends every session of the person at once, audited with how many', async () => {
    const target = await person('sales_manager');
    const second = t.client();
    await second.signIn(target.email, TEST_PASSWORD);
    expect((await target.client.request('/api/me/preferences')).status).toBe(200);
    const response = await act(admin.client, target.id, 'end-sessions');
    expect(response.status).toBe(200);
    expect(((await response.json()) as PlatformPerson).openSessions).toBe(0);
    expect((await target.client.request('/api/me/preferences')).status).toBe(401);
    expect((await second.request('/api/me/preferences')).status).toBe(401);
    const [record] = await auditOf(target.id);
    expect(record).toMatchObject({
      operation: 'platformPeople.endSessions',
      outcome: 'ok',
      details: { before: { openSessions: 2 }, after: { ended: 2 } },
    });
  });
});

describe('e-mails', () => {
  it('resends the verification link only while the address is not verified', async () => {
    const target = await person('viewer');
    expect((await act(admin.client, target.id, 'verification')).status).toBe(409);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, target.id));
    expect((await act(admin.client, target.id, 'verification')).status).toBe(204);
    const links = await latestMailLinks(t, target.email);
    expect(links.some((link) => link.includes('verify'))).toBe(true);
    const [record] = await auditOf(target.id);
    expect(record).toMatchObject({
      operation: 'platformPeople.resendVerification',
      outcome: 'ok',
    });
  });

  it('sends a password-reset link, audited', async () => {
    const target = await person('general_manager');
    expect((await act(master.client, target.id, 'password-reset')).status).toBe(204);
    const links = await latestMailLinks(t, target.email);
    expect(links.some((link) => link.includes('reset-password'))).toBe(true);
    const [record] = await auditOf(target.id);
    expect(record).toMatchObject({
      operation: 'platformPeople.passwordReset',
      userId: master.id,
      outcome: 'ok',
    });
  });
});

describe('changing a role', () => {
  const change = (client: TestClient, userId: string, role: Role) =>
    act(client, userId, 'role', { role });

  async function roleOf(userId: string) {
    const [row] = await t.database.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.role;
  }

  it('lets an admin give any role below admin, audited with before and after', async () => {
    const target = await person('salesperson');
    const response = await change(admin.client, target.id, 'general_manager');
    expect(response.status).toBe(200);
    expect(((await response.json()) as PlatformPerson).role).toBe('general_manager');
    const [record] = await auditOf(target.id);
    expect(record).toMatchObject({
      operation: 'platformPeople.changeRole',
      userId: admin.id,
      outcome: 'ok',
      details: { before: { role: 'salesperson' }, after: { role: 'general_manager' } },
    });
  });

  it('never lets an admin raise anyone to admin or master admin, nor touch an admin', async () => {
    const target = await person('salesperson');
    const otherAdmin = await t.person('admin');
    for (const role of ['admin', 'master_admin'] as const) {
      expect((await change(admin.client, target.id, role)).status).toBe(403);
    }
    expect((await change(admin.client, otherAdmin.id, 'viewer')).status).toBe(403);
    expect((await change(admin.client, master.id, 'viewer')).status).toBe(403);
    expect(await roleOf(target.id)).toBe('salesperson');
    expect(await roleOf(otherAdmin.id)).toBe('admin');
    // Each refusal is on the record.
    const refused = (await refusalsOn('role')).filter((row) => row.userId === admin.id);
    expect(refused.slice(0, 4).map((row) => row.outcome)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
  });

  it('lets only a master admin make and remove admins, and nobody make a master admin', async () => {
    const target = await person('dealership_admin');
    expect((await change(master.client, target.id, 'admin')).status).toBe(200);
    expect(await roleOf(target.id)).toBe('admin');
    expect((await change(master.client, target.id, 'master_admin')).status).toBe(403);
    // Removed again: they go back to work at the store they never left.
    expect((await change(master.client, target.id, 'dealership_admin')).status).toBe(200);
    expect(await roleOf(target.id)).toBe('dealership_admin');
    // An admin without a store cannot be given a store role: there is no store to work at.
    const storeless = await t.person('admin');
    expect((await change(master.client, storeless.id, 'salesperson')).status).toBe(409);
    expect(await roleOf(storeless.id)).toBe('admin');
    // Nobody changes their own role.
    expect((await change(master.client, master.id, 'admin')).status).toBe(403);
  });

  it("takes a sales manager's team off them when their role changes", async () => {
    const manager = await person('sales_manager');
    const seller = await person('salesperson', { teamManagerId: manager.id });
    expect((await change(admin.client, manager.id, 'general_manager')).status).toBe(200);
    const [row] = await t.database.db
      .select({ teamManagerId: profiles.teamManagerId })
      .from(profiles)
      .where(eq(profiles.userId, seller.id));
    expect(row?.teamManagerId).toBeNull();
  });

  it('refuses an unknown role naming the field, and a person nobody knows as not found', async () => {
    const target = await person('salesperson');
    const bad = await change(admin.client, target.id, 'superuser' as Role);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]?.field).toBe('role');
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await change(admin.client, nobody, 'viewer')).status).toBe(404);
  });
});
