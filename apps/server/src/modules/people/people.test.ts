import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '@das/shared/schemas/people';
import {
  createTestApp,
  latestMailLinks,
  tokenOf,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';
import { auditLogs, dealerships, verifications } from '../../db/schema';

const NEW_PASSWORD = 'Welcome2Store';
const HOME = 1;
const OTHER = 2;

let t: TestApp;
let admin: TestClient;
let manager: { id: string };
let otherStorePerson: string;

const people = (store = HOME) => `/api/dealerships/${store}/people`;

async function invite(body: Record<string, unknown>, client = admin) {
  return client.request(people(), {
    method: 'POST',
    body: { firstName: 'Sam', lastName: 'Seller', role: 'salesperson', ...body },
  });
}

async function invited(email: string): Promise<Person> {
  const response = await invite({ email });
  expect(response.status).toBe(201);
  return (await response.json()) as Person;
}

async function invitationToken(email: string): Promise<string> {
  const [link] = await latestMailLinks(t, email);
  expect(link).toMatch(/\/invitation\?token=/);
  return tokenOf(link!);
}

function accept(token: string, password = NEW_PASSWORD) {
  return t.client().request('/api/invitations/accept', {
    method: 'POST',
    body: { token, password },
  });
}

async function listed(id: string): Promise<Person | undefined> {
  const response = await admin.request(people());
  expect(response.status).toBe(200);
  return ((await response.json()) as { people: Person[] }).people.find((p) => p.id === id);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const id of [HOME, OTHER]) {
    await t.database.db
      .insert(dealerships)
      .values({ id, name: `Store ${id}`, timeZone: 'America/Chicago' });
  }
  admin = (await t.person('dealership_admin', { dealershipId: HOME })).client;
  manager = await t.person('sales_manager', { dealershipId: HOME }, { signIn: false });
  otherStorePerson = (await t.person('salesperson', { dealershipId: OTHER }, { signIn: false })).id;
}, 60_000);
afterAll(() => t.close());

describe('inviting a person', () => {
  it('e-mails a link with which they choose a password, once, and then sign in', async () => {
    const email = 'new.seller@people.example.com';
    const person = await invited(email);
    expect(person).toMatchObject({ email, role: 'salesperson', invitation: 'pending' });
    const hours = (Date.parse(person.invitationExpiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // Before accepting there is no password to sign in with.
    const early = await t.client().request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: NEW_PASSWORD },
    });
    expect(early.status).toBe(401);

    const token = await invitationToken(email);
    // The token is kept only as its hash.
    const stored = await t.database.db
      .select({ value: verifications.value })
      .from(verifications)
      .where(like(verifications.identifier, 'invitation:%'));
    expect(stored.map((row) => row.value)).not.toContain(token);

    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'password' }] },
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ email });

    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });

    const seller = t.client();
    const session = await seller.signIn(email, NEW_PASSWORD);
    expect(session.user).toMatchObject({ role: 'salesperson', dealershipId: HOME });
    expect(await listed(person.id)).toMatchObject({
      invitation: 'accepted',
      invitationExpiresAt: null,
      lastSignInAt: expect.any(String),
    });
  });

  it('refuses an expired link', async () => {
    const email = 'late.seller@people.example.com';
    const person = await invited(email);
    const token = await invitationToken(email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `invitation:${person.id}`));
    expect((await listed(person.id))?.invitation).toBe('expired');
    const response = await accept(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
  });

  it('resending makes the earlier link stop working; revoking stops the new one', async () => {
    const email = 'twice.invited@people.example.com';
    const person = await invited(email);
    const first = await invitationToken(email);
    const resent = await admin.request(`${people()}/${person.id}/invitation`, { method: 'POST' });
    expect(resent.status).toBe(200);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(400);

    const revoked = await admin.request(`${people()}/${person.id}/invitation`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ invitation: 'none' });
    expect((await accept(second)).status).toBe(400);
  });

  it("shows an invitation not yet accepted on the admin's home until it is", async () => {
    const email = 'waiting.seller@people.example.com';
    const person = await invited(email);
    const waiting = async () => {
      const response = await admin.request(`/api/store-admin/home?dealership_id=${HOME}`);
      expect(response.status).toBe(200);
      const home = (await response.json()) as {
        attention: { pendingInvitations: { userId: string; email: string; expired: boolean }[] };
      };
      return home.attention.pendingInvitations.filter((row) => row.userId === person.id);
    };
    expect(await waiting()).toEqual([
      expect.objectContaining({ userId: person.id, email, expired: false }),
    ]);
    expect((await accept(await invitationToken(email))).status).toBe(200);
    expect(await waiting()).toEqual([]);
  });

  it('shows each problem by its field, and an address already in use', async () => {
    const response = await invite({ firstName: '', email: 'not-an-address' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details.map((issue) => issue.field).sort()).toEqual(['email', 'firstName']);

    const taken = await invite({ email: 'New.Seller@People.example.com' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: { details: [{ field: 'email', code: 'already_used' }] },
    });
  });

  it("puts a salesperson on a sales manager's team, and takes them off when their role changes", async () => {
    const response = await invite({
      email: 'team.seller@people.example.com',
      teamManagerId: manager.id,
    });
    expect(response.status).toBe(201);
    const person = (await response.json()) as Person;
    expect(person.teamManagerId).toBe(manager.id);

    const promoted = await admin.request(`/api/dealerships/${HOME}/staff/${person.id}`, {
      method: 'PATCH',
      body: { role: 'finance_manager' },
    });
    expect(promoted.status).toBe(200);
    expect(await listed(person.id)).toMatchObject({ role: 'finance_manager', teamManagerId: null });

    const notOnTeam = await invite({
      email: 'fi.on.team@people.example.com',
      role: 'finance_manager',
      teamManagerId: manager.id,
    });
    expect(notOnTeam.status).toBe(400);
  });

  it('e-mails a password reset link to someone who has a password, not to an invitee', async () => {
    const seller = await t.person('salesperson', { dealershipId: HOME }, { signIn: false });
    const reset = await admin.request(`${people()}/${seller.id}/password-reset`, {
      method: 'POST',
    });
    expect(reset.status).toBe(204);
    const [link] = await latestMailLinks(t, seller.email);
    expect(link).toMatch(/\/auth\/reset-password\?token=/);

    const invitee = await invited('no.password@people.example.com');
    const refused = await admin.request(`${people()}/${invitee.id}/password-reset`, {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
  });

  it('writes an audit record of each action', async () => {
    const rows = await t.database.db
      .select({ operation: auditLogs.operation })
      .from(auditLogs)
      .where(like(auditLogs.operation, 'people.%'));
    expect(new Set(rows.map((row) => row.operation))).toEqual(
      new Set([
        'people.invite',
        'people.invitation.resend',
        'people.invitation.revoke',
        'people.invitation.accept',
        'people.password_reset',
      ]),
    );
  });

  it("records the invitee's own acceptance, with them as the one who acted", async () => {
    const email = 'audited.seller@people.example.com';
    const person = await invited(email);
    expect((await accept(await invitationToken(email))).status).toBe(200);
    const rows = await t.database.db
      .select({
        userId: auditLogs.userId,
        dealershipId: auditLogs.dealershipId,
        entityId: auditLogs.entityId,
      })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.operation, 'people.invitation.accept'), eq(auditLogs.entityId, person.id)),
      );
    expect(rows).toEqual([{ userId: person.id, dealershipId: HOME, entityId: person.id }]);
    // A used link records nothing more.
    expect((await accept(await invitationToken(email))).status).toBe(400);
  });
});

describe('who may invite whom', () => {
  it('a dealership admin grants only ranks below their own', async () => {
    expect((await invite({ email: 'gm@people.example.com', role: 'general_manager' })).status).toBe(
      201,
    );
    for (const role of ['dealership_admin', 'single_dealer_admin']) {
      const response = await invite({ email: `${role}@people.example.com`, role });
      expect(response.status, role).toBe(403);
    }
  });

  it('a general manager invites nobody; a dealership admin does not touch a peer', async () => {
    const gm = await t.person('general_manager', { dealershipId: HOME });
    expect((await invite({ email: 'by.gm@people.example.com' }, gm.client)).status).toBe(403);
    expect((await gm.client.request(people())).status).toBe(403);

    const peer = await t.person('dealership_admin', { dealershipId: HOME }, { signIn: false });
    const resend = await admin.request(`${people()}/${peer.id}/invitation`, { method: 'POST' });
    expect(resend.status).toBe(403);
    const raise = await admin.request(`/api/dealerships/${HOME}/staff/${manager.id}`, {
      method: 'PATCH',
      body: { role: 'dealership_admin' },
    });
    expect(raise.status).toBe(403);
  });

  it("another store's person is not found; another store in the path is refused", async () => {
    const viaOwn = await admin.request(`${people()}/${otherStorePerson}/invitation`, {
      method: 'POST',
    });
    expect(viaOwn.status).toBe(404);
    const viaOther = await admin.request(`${people(OTHER)}/${otherStorePerson}/invitation`, {
      method: 'POST',
    });
    expect(viaOther.status).toBe(403);
    expect((await admin.request(people(OTHER))).status).toBe(403);
  });
});
