import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type { ImportResult, Person } from '@das/shared/schemas/people';
import {
  createTestApp,
  latestMailLinks,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';
import { auditLogs, dealerships, outbox, users } from '../../db/schema';

/**
 * Importing people from a CSV (issue 12): a dry run that shows each row's
 * result and writes nothing, and a commit that invites everyone as "Add
 * person" does, or no one.
 */
const HOME = 1;
const OTHER = 2;

let t: TestApp;
let admin: TestClient;
let manager: Awaited<ReturnType<TestApp['person']>>;

const importPath = (store = HOME, dryRun = false) =>
  `/api/dealerships/${store}/people/import${dryRun ? '?dry_run=true' : ''}`;

function send(csv: string, { dryRun = false, client = admin, store = HOME } = {}) {
  return client.request(importPath(store, dryRun), { method: 'POST', body: { csv } });
}

async function written() {
  await t.settled();
  const db = t.database.db;
  const [people] = await db.select({ n: count() }).from(users);
  const [mail] = await db.select({ n: count() }).from(outbox);
  // Records of changes made; a refused commit is audited as refused (ADR 021), and changes nothing.
  const [audits] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(eq(auditLogs.outcome, 'ok'));
  return { people: people?.n, mail: mail?.n, audits: audits?.n };
}

async function listed(): Promise<Person[]> {
  const response = await admin.request(`/api/dealerships/${HOME}/people`);
  return ((await response.json()) as { people: Person[] }).people;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const id of [HOME, OTHER]) {
    await t.database.db
      .insert(dealerships)
      .values({ id, name: `Store ${id}`, timeZone: 'America/Chicago' });
  }
  admin = (await t.person('dealership_admin', { dealershipId: HOME })).client;
  manager = await t.person('sales_manager', {
    dealershipId: HOME,
    firstName: 'Dana',
    lastName: 'Boss',
  });
}, 60_000);
afterAll(() => t.close());

describe('the dry run', () => {
  it('reads a spreadsheet as saved (BOM, CRLF, any column order, quotes) and writes nothing', async () => {
    const before = await written();
    const csv =
      '\uFEFFE-mail,Last name,First name,Role,Team\r\n' +
      'ana.ruiz@import.example.com,"Ruiz, Jr.",Ana,Salesperson,Dana Boss\r\n' +
      '\r\n' +
      `"""Bo"" Lee@import.example.com",Lee,Bo,Sales Manager,\r\n` +
      `cy@import.example.com,Cole,Cy,finance_manager,${manager.email}\r\n`;
    const response = await send(csv, { dryRun: true });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ImportResult;
    expect(result.dryRun).toBe(true);
    expect(result.rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(result.rows[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz, Jr.',
      email: 'ana.ruiz@import.example.com',
      role: 'salesperson',
      team: 'Dana Boss',
      issues: [],
      userId: null,
    });
    expect(result.rows[1]?.issues).toEqual([{ field: 'email', code: 'invalid_email', params: {} }]);
    expect(result.rows[2]?.issues).toEqual([
      { field: 'team', code: 'team_not_for_role', params: {} },
    ]);
    expect(result.invalid).toBe(2);
    expect(await written()).toEqual(before);
  });

  it('names the field of each problem', async () => {
    const taken = manager.email;
    const csv = [
      'first name,last name,email,role,team',
      ',Nameless,nameless@import.example.com,salesperson,',
      'Una,Known,una@import.example.com,wizard,',
      'Pat,Peer,pat@import.example.com,dealership_admin,',
      'Gus,General,gus@import.example.com,general_manager,',
      'Ted,Team,ted@import.example.com,salesperson,Nobody Here',
      `Tak,En,${taken.toUpperCase()},viewer,`,
      'Dee,One,twice@import.example.com,salesperson,',
      'Dee,Two,Twice@Import.example.com,salesperson,',
      'Ro,Less,norole@import.example.com,,',
    ].join('\n');
    const result = (await (await send(csv, { dryRun: true })).json()) as ImportResult;
    const issues = result.rows.map((row) =>
      row.issues.map((issue) => `${issue.field}:${issue.code}`),
    );
    expect(issues).toEqual([
      ['firstName:required'],
      ['role:unknown_role'],
      // The rank rule: a dealership admin grants ranks below their own only.
      ['role:role_not_allowed'],
      [],
      ['team:unknown_team'],
      ['email:email_taken'],
      ['email:email_twice'],
      ['email:email_twice'],
      ['role:required'],
    ]);
  });

  it('reads a file without a header in the column order first, last, e-mail, role, team', async () => {
    const result = (await (
      await send('Lia,Moss,lia@import.example.com,viewer', { dryRun: true })
    ).json()) as ImportResult;
    expect(result.rows).toEqual([
      expect.objectContaining({ line: 1, firstName: 'Lia', role: 'viewer', issues: [] }),
    ]);
  });

  it('refuses a file it cannot read, with the reason on csv', async () => {
    const fieldsOf = async (csv: string) => {
      const response = await send(csv, { dryRun: true });
      expect(response.status).toBe(400);
      const error = ((await response.json()) as ErrorBody).error;
      return (error.details as { field: string; code: string }[]).map(
        (issue) => `${issue.field}:${issue.code}`,
      );
    };
    expect(await fieldsOf('  \n ')).toEqual(['csv:required']);
    expect(await fieldsOf('first name,last name,role\nA,B,viewer')).toEqual(['csv.email:required']);
    expect(await fieldsOf('first name,last name,email,role\n')).toEqual(['csv:required']);
    expect(await fieldsOf('A,B,"a@import.example.com,viewer')).toEqual(['csv:invalid_format']);
    const many = Array.from({ length: 501 }, (_, i) => `A,B,p${i}@import.example.com,viewer`);
    expect(await fieldsOf(many.join('\n'))).toEqual(['csv:too_many_items']);
    expect(await fieldsOf('x'.repeat(100_001))).toEqual(['csv:too_long']);
    const huge = await send('x'.repeat(300_000), { dryRun: true });
    expect(huge.status).toBe(413);
  });
});

describe('the commit', () => {
  it('writes nothing when one row is wrong, and says which', async () => {
    const before = await written();
    const csv = [
      'first name,last name,email,role',
      'Good,One,good.one@import.example.com,salesperson',
      'Bad,Two,bad-address,salesperson',
    ].join('\n');
    const response = await send(csv);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/lines 3\b/);
    const rows = (error.details as { rows: ImportResult['rows'] }).rows;
    expect(rows.map((row) => row.issues.length)).toEqual([0, 1]);
    expect(await written()).toEqual(before);
    expect((await listed()).some((person) => person.email === 'good.one@import.example.com')).toBe(
      false,
    );
  });

  it('invites every row as "Add person" does: on a team, pending, mailed after the commit, audited', async () => {
    const csv = [
      'First name;Last name;E-mail;Role;Team',
      'Mia;Stone;mia.stone@import.example.com;salesperson;dana boss',
      'Noah;Park;noah.park@import.example.com;finance manager;',
    ].join('\r\n');
    const response = await send(csv);
    expect(response.status).toBe(201);
    const result = (await response.json()) as ImportResult;
    expect(result).toMatchObject({ dryRun: false, invalid: 0 });
    const ids = result.rows.map((row) => row.userId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);

    const people = await listed();
    const mia = people.find((person) => person.id === ids[0]);
    expect(mia).toMatchObject({
      firstName: 'Mia',
      role: 'salesperson',
      teamManagerId: manager.id,
      invitation: 'pending',
    });
    expect(people.find((person) => person.id === ids[1])).toMatchObject({
      role: 'finance_manager',
      invitation: 'pending',
    });
    for (const email of ['mia.stone@import.example.com', 'noah.park@import.example.com']) {
      const [link] = await latestMailLinks(t, email);
      expect(link).toMatch(/\/invitation\?token=/);
    }

    const audits = await t.database.db
      .select({ operation: auditLogs.operation, entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(like(auditLogs.operation, 'people.i%'));
    expect(
      audits.filter((row) => row.operation === 'people.invite').map((row) => row.entityId),
    ).toEqual(expect.arrayContaining(ids));
    expect(audits.filter((row) => row.operation === 'people.import')).toEqual([
      { operation: 'people.import', entityId: String(HOME) },
    ]);

    // The same file again: every address now has an account.
    const again = await send(csv);
    expect(again.status).toBe(400);
    const rows = (((await again.json()) as ErrorBody).error.details as ImportResult).rows;
    expect(rows.map((row) => row.issues[0]?.code)).toEqual(['email_taken', 'email_taken']);
  });
});

describe('who may import', () => {
  it("refuses another store's admin and those who may not add people", async () => {
    const csv = 'Zed,Zero,zed@import.example.com,salesperson';
    const otherAdmin = await t.person('dealership_admin', { dealershipId: OTHER });
    for (const dryRun of [true, false]) {
      expect((await send(csv, { dryRun, client: otherAdmin.client })).status).toBe(403);
      expect((await send(csv, { dryRun, store: OTHER })).status).toBe(403);
    }
    expect((await send(csv, { client: manager.client })).status).toBe(403);
    const [zed] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'zed@import.example.com'));
    expect(zed).toBeUndefined();
  });

  it('refuses the whole commit when one row asks for a rank the admin may not grant', async () => {
    const before = await written();
    const csv =
      'A,Fine,a.fine@import.example.com,salesperson\nB,Peer,b.peer@import.example.com,single_dealer_admin';
    const response = await send(csv);
    expect(response.status).toBe(400);
    const rows = (((await response.json()) as ErrorBody).error.details as ImportResult).rows;
    expect(rows[1]?.issues).toEqual([{ field: 'role', code: 'role_not_allowed', params: {} }]);
    expect(await written()).toEqual(before);
  });
});
