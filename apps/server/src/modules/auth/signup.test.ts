import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import type { SignUpResponse } from '@das/shared/schemas/signup';
import { createTestApp, latestMailLinks, tokenOf, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import {
  accounts,
  dealerGroups,
  dealerships,
  outbox,
  profiles,
  subscriptions,
  users,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const post = (path: string, body: unknown) =>
  t.client().request(`/api/auth/sign-up${path}`, { method: 'POST', body });

let serial = 0;
/** A fresh address per case, so cases never see each other's accounts or mail limits. */
const newEmail = (who: string) => `${who}.${++serial}@signup.example.com`;

const admin = (email: string) => ({
  firstName: 'Morgan',
  lastName: 'Avery',
  email,
  password: 'Dealer2026',
  acceptTerms: true,
});

const dealershipBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  storeName: 'Canyon Ridge Honda',
  city: 'Flagstaff',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  brands: ['Honda', 'Acura'],
  ...admin(email),
  ...overrides,
});

const groupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  groupName: 'Summit Auto Group',
  dealerships: [
    { name: 'Summit Toyota', city: 'Denver', state: 'CO' },
    { name: 'Summit Ford', city: 'Boise', state: 'ID' },
    { name: 'Summit Kia', city: 'Austin', state: 'TX' },
  ],
  ...admin(email),
  ...overrides,
});

const singleFinanceBody = (email: string) => ({
  firstName: 'Casey',
  lastName: 'Lund',
  email,
  password: 'Finance2026',
});

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

/** Row counts of everything a sign-up writes. */
async function rowCounts() {
  const tables = [
    'users',
    'accounts',
    'profiles',
    'dealerships',
    'dealer_groups',
    'subscriptions',
    'outbox',
  ];
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await count(table)] as const)),
  );
}

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

async function subscriptionOf(userId: string) {
  return t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, userId));
}

/** The trial ends 14 days after it starts (by the app's clock), and the answer says so. */
function expectFourteenDayTrial(subscription: { trialEndsAt: Date }, answer: SignUpResponse) {
  const fromNow = subscription.trialEndsAt.getTime() - t.clock.now().getTime();
  expect(fromNow).toBeGreaterThan(14 * DAY_MS - 60_000);
  expect(fromNow).toBeLessThanOrEqual(14 * DAY_MS);
  expect(
    Math.abs(new Date(answer.trialEndsAt).getTime() - subscription.trialEndsAt.getTime()),
  ).toBeLessThan(5_000);
}

async function verifyAndSignIn(email: string, password: string) {
  const [link] = await latestMailLinks(t, email);
  expect(link).toMatch(/\/auth\/callback\?type=verify&token=/);
  const verified = await t.client().request('/api/auth/verify-email', {
    method: 'POST',
    body: { token: tokenOf(link ?? '') },
  });
  expect(verified.status).toBe(204);
  return t.client().signIn(email, password);
}

describe('single finance sign-up (POST /api/auth/sign-up)', () => {
  it('starts a $99 trial for the new office and says so', async () => {
    const email = newEmail('casey');
    const response = await post('', singleFinanceBody(email));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as SignUpResponse;
    expect(answer).toMatchObject({
      email,
      plan: 'single_finance',
      locations: 1,
      monthlyPrice: '99.00',
    });

    const row = await userByEmail(email);
    expect(row?.profile.role).toBe('single_finance_manager');
    const [subscription] = await subscriptionOf(row?.user.id ?? '');
    expect(subscription).toMatchObject({
      plan: 'single_finance',
      status: 'trialing',
      dealershipId: row?.profile.dealershipId,
      dealerGroupId: null,
      locations: 1,
      monthlyPrice: '99.00',
    });
    expectFourteenDayTrial(subscription!, answer);
    expect(await latestMailLinks(t, email)).toHaveLength(1);
  });
});

describe('dealership sign-up (POST /api/auth/sign-up/dealership)', () => {
  it('creates the store, its admin, the password and a one-location trial', async () => {
    const email = newEmail('morgan');
    const response = await post('/dealership', dealershipBody(email));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as SignUpResponse;
    expect(answer).toMatchObject({
      email,
      plan: 'dealership',
      locations: 1,
      monthlyPrice: '225.00',
    });

    const row = await userByEmail(email);
    expect(row?.user).toMatchObject({ name: 'Morgan Avery', emailVerified: false, isDemo: false });
    expect(row?.profile).toMatchObject({
      role: 'dealership_admin',
      firstName: 'Morgan',
      lastName: 'Avery',
      dealerGroupId: null,
      isActive: true,
    });
    const [store] = await t.database.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.id, row?.profile.dealershipId ?? -1));
    expect(store).toMatchObject({
      kind: 'store',
      name: 'Canyon Ridge Honda',
      city: 'Flagstaff',
      state: 'AZ',
      timeZone: 'America/Phoenix',
      brands: ['Honda', 'Acura'],
      dealerGroupId: null,
    });
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, row?.user.id ?? ''));
    expect(account?.providerId).toBe('credential');
    expect(account?.password).toMatch(/^\$argon2id\$/);

    const [subscription] = await subscriptionOf(row?.user.id ?? '');
    expect(subscription).toMatchObject({
      plan: 'dealership',
      status: 'trialing',
      dealershipId: store?.id,
      dealerGroupId: null,
      locations: 1,
      monthlyPrice: '225.00',
    });
    expectFourteenDayTrial(subscription!, answer);

    const session = await verifyAndSignIn(email, 'Dealer2026');
    expect(session.user).toMatchObject({
      role: 'dealership_admin',
      dealershipId: store?.id,
      dealershipName: 'Canyon Ridge Honda',
      isGroupAdmin: false,
    });
  });

  it('applies the sanitizer: e-mail cleaned, spaces collapsed, brands optional', async () => {
    const email = newEmail('sanitized');
    const response = await post(
      '/dealership',
      dealershipBody(`  ${email.toUpperCase()} `, {
        storeName: '  Red   Rock   Motors ',
        brands: undefined,
      }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as SignUpResponse).email).toBe(email);
    const row = await userByEmail(email);
    const [store] = await t.database.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.id, row?.profile.dealershipId ?? -1));
    expect(store).toMatchObject({ name: 'Red Rock Motors', brands: [] });
  });

  it('refuses bad fields with a message naming each one, and writes nothing', async () => {
    const before = await rowCounts();
    const response = await post('/dealership', {
      storeName: '   ',
      city: 'x'.repeat(81),
      state: 'XX',
      timeZone: 'Europe/Paris',
      brands: ['Honda', ''],
      firstName: 'Morgan',
      lastName: '',
      email: 'not-an-address',
      password: 'weak',
      acceptTerms: false,
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'storeName',
          code: 'required',
          message: "Field 'storeName' is required",
        }),
        expect.objectContaining({
          field: 'city',
          code: 'too_long',
          params: { maximum: 80 },
          message: "Field 'city' must be at most 80 characters",
        }),
        expect.objectContaining({
          field: 'state',
          code: 'not_a_state',
          message: "Field 'state' must be a two-letter US state code",
        }),
        expect.objectContaining({
          field: 'timeZone',
          code: 'not_one_of',
          message: expect.stringMatching(/^Field 'timeZone' must be one of: America\/New_York/),
        }),
        expect.objectContaining({ field: 'brands.1', code: 'required' }),
        expect.objectContaining({ field: 'lastName', code: 'required' }),
        expect.objectContaining({
          field: 'acceptTerms',
          code: 'must_accept',
          message: "Field 'acceptTerms' must be accepted",
        }),
        expect.objectContaining({
          field: 'email',
          code: 'invalid_email',
          message: 'Please enter a valid email address',
        }),
        {
          field: 'password',
          code: 'password_rules',
          params: { rules: ['length', 'uppercase', 'number'] },
          message:
            'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number',
        },
      ]),
    );
    expect(error.details).toHaveLength(9);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses script-like text with 400 naming the field (SPEC.md §5), and writes nothing', async () => {
    const before = await rowCounts();
    const response = await post(
      '/dealership',
      dealershipBody(newEmail('script'), { storeName: 'Sun <script>alert(1)</script> Motors' }),
    );
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.details).toEqual([
      expect.objectContaining({ field: 'storeName', code: 'invalid_characters' }),
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('stores other markup-like text exactly as typed (ADR 016)', async () => {
    const email = newEmail('markup');
    const storeName = 'Sun <Motors> & "Sons"';
    const response = await post('/dealership', dealershipBody(email, { storeName }));
    expect(response.status).toBe(201);
    const row = await userByEmail(email);
    const [store] = await t.database.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.id, row?.profile.dealershipId ?? -1));
    expect(store?.name).toBe(storeName);
  });

  it('answers an address that already has an account the same way, and writes nothing', async () => {
    const email = newEmail('taken');
    expect((await post('', singleFinanceBody(email))).status).toBe(201);
    const before = await rowCounts();
    const response = await post('/dealership', dealershipBody(email));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      email,
      plan: 'dealership',
      locations: 1,
      monthlyPrice: '225.00',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('limits the e-mails one inbox receives, as every sign-up does', async () => {
    const email = newEmail('flood');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push((await post('/dealership', dealershipBody(email))).status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('dealer group sign-up (POST /api/auth/sign-up/dealer-group)', () => {
  it('creates the group, its stores, its group admin and a trial for every store', async () => {
    const email = newEmail('group');
    const response = await post('/dealer-group', groupBody(email));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as SignUpResponse;
    expect(answer).toMatchObject({
      email,
      plan: 'dealer_group',
      locations: 3,
      monthlyPrice: '675.00',
    });

    const row = await userByEmail(email);
    expect(row?.profile).toMatchObject({ role: 'dealer_group_admin', dealershipId: null });
    const groupId = row?.profile.dealerGroupId ?? -1;
    const [group] = await t.database.db
      .select()
      .from(dealerGroups)
      .where(eq(dealerGroups.id, groupId));
    expect(group?.name).toBe('Summit Auto Group');
    const stores = await t.database.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.dealerGroupId, groupId))
      .orderBy(dealerships.id);
    expect(
      stores.map(({ name, city, state, timeZone, kind }) => ({
        name,
        city,
        state,
        timeZone,
        kind,
      })),
    ).toEqual([
      {
        name: 'Summit Toyota',
        city: 'Denver',
        state: 'CO',
        timeZone: 'America/Denver',
        kind: 'store',
      },
      {
        name: 'Summit Ford',
        city: 'Boise',
        state: 'ID',
        timeZone: 'America/Denver',
        kind: 'store',
      },
      {
        name: 'Summit Kia',
        city: 'Austin',
        state: 'TX',
        timeZone: 'America/Chicago',
        kind: 'store',
      },
    ]);

    const [subscription] = await subscriptionOf(row?.user.id ?? '');
    expect(subscription).toMatchObject({
      plan: 'dealer_group',
      status: 'trialing',
      dealerGroupId: groupId,
      dealershipId: null,
      locations: 3,
      monthlyPrice: '675.00',
    });
    expectFourteenDayTrial(subscription!, answer);

    const client = t.client();
    const session = await verifyAndSignIn(email, 'Dealer2026');
    expect(session.user).toMatchObject({
      role: 'dealer_group_admin',
      dealerGroupId: groupId,
      isGroupAdmin: true,
    });
    // The new group admin sees exactly the group's stores.
    client.accessToken = session.accessToken;
    const list = await client.request('/api/dealerships');
    expect(list.status).toBe(200);
    const { dealerships: visible } = (await list.json()) as { dealerships: { id: number }[] };
    expect(visible.map((store) => store.id).sort()).toEqual(stores.map((store) => store.id).sort());
  });

  it('needs 2 to 50 dealerships, each with its name, city and state', async () => {
    const before = await rowCounts();
    const one = await post(
      '/dealer-group',
      groupBody(newEmail('one'), { dealerships: [{ name: 'Solo', city: 'Reno', state: 'NV' }] }),
    );
    expect(one.status).toBe(400);
    expect((await errorOf(one)).details).toEqual([
      {
        field: 'dealerships',
        code: 'too_few_items',
        params: { minimum: 2 },
        message: "Field 'dealerships' must have at least 2 items",
      },
    ]);

    const many = await post(
      '/dealer-group',
      groupBody(newEmail('many'), {
        dealerships: Array.from({ length: 51 }, (_, i) => ({
          name: `Store ${i}`,
          city: 'Reno',
          state: 'NV',
        })),
      }),
    );
    expect(many.status).toBe(400);
    // 51 rows pass the body sanitizer's 100-item cap: the schema names the limit.
    expect((await errorOf(many)).details).toEqual([
      {
        field: 'dealerships',
        code: 'too_many_items',
        params: { maximum: 50 },
        message: "Field 'dealerships' must have at most 50 items",
      },
    ]);

    const badRow = await post(
      '/dealer-group',
      groupBody(newEmail('row'), {
        groupName: '',
        dealerships: [
          { name: 'North Store', city: 'Reno', state: 'nv' },
          { name: '', city: 'Reno' },
        ],
      }),
    );
    expect(badRow.status).toBe(400);
    expect((await errorOf(badRow)).details).toEqual([
      {
        field: 'groupName',
        code: 'required',
        params: {},
        message: "Field 'groupName' is required",
      },
      {
        field: 'dealerships.1.name',
        code: 'required',
        params: {},
        message: "Field 'dealerships.1.name' is required",
      },
      {
        field: 'dealerships.1.state',
        code: 'required',
        params: {},
        message: "Field 'dealerships.1.state' is required",
      },
    ]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('one transaction per sign-up', () => {
  const flows = [
    ['single finance', '', singleFinanceBody],
    ['dealership', '/dealership', dealershipBody],
    ['dealer group', '/dealer-group', groupBody],
  ] as const;

  it.each(flows)(
    'leaves no row and sends no mail when the %s sign-up fails at its last insert',
    async (_, path, body) => {
      // The subscription is the last row each sign-up writes: make the database refuse it.
      await t.database.db.execute(sql`
        create or replace function refuse_subscription() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`);
      await t.database.db.execute(sql`
        create trigger refuse_subscription before insert on subscriptions
        for each row execute function refuse_subscription()`);
      try {
        const before = await rowCounts();
        const email = newEmail('rollback');
        const logged = t.logs.length;
        const response = await post(path, body(email));
        expect(response.status).toBe(500);
        // It failed where it was meant to: at the subscription, after every other row was written.
        const failure = t.logs.slice(logged).find((line) => line.msg === 'unhandled error');
        expect(failure?.error).toMatchObject({
          message: 'Failed query',
          query: expect.stringMatching(/^insert into "subscriptions"/) as unknown,
        });
        expect(await rowCounts()).toEqual(before);
        expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
        expect(await t.database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
      } finally {
        await t.database.db.execute(sql`drop trigger refuse_subscription on subscriptions`);
      }
      // The same address signs up fine once the database accepts the row again.
      const email = newEmail('after-rollback');
      expect((await post(path, body(email))).status).toBe(201);
    },
  );
});

describe('the API document', () => {
  it('describes the three sign-ups', async () => {
    const response = await t.app.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, { post?: unknown }> };
    for (const path of [
      '/api/auth/sign-up',
      '/api/auth/sign-up/dealership',
      '/api/auth/sign-up/dealer-group',
    ]) {
      expect(document.paths[path]?.post).toBeDefined();
    }
  });
});
