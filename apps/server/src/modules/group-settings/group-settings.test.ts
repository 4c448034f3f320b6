import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@das/shared/periods';
import type { GroupSettings } from '@das/shared/schemas/group-settings';
import type { GroupRollup } from '@das/shared/schemas/rollups';
import { DEALER_GROUP_MAX_STORES } from '@das/shared/subscription-plans';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import {
  areas,
  dealerGroups,
  dealerships,
  deals,
  sales,
  scheduleShifts,
  subscriptions,
} from '../../db/schema';

/**
 * A dealer group's settings on the API: its admin renames the group and its
 * stores, adds a store within the plan, sets a store's admin through the People
 * endpoints, and moves a person between the group's stores while their deals
 * and sales stay with the store where they happened. Nobody else writes; the
 * area's vice president reads; another group's stores and people are out of reach.
 */
const TZ = 'America/Denver';
const AREA = 9401;
const GROUP = 9501;
const OTHER_GROUP = 9502;
const FULL_GROUP = 9503;
const STORES = { boise: 9601, nampa: 9602, ogden: 9611, full: 9621 } as const;

let t: TestApp;
let today: string;
const callers = {} as Record<
  'groupAdmin' | 'otherAdmin' | 'fullAdmin' | 'avp' | 'storeAdmin' | 'platform',
  TestClient
>;
const people = {} as Record<'salesperson' | 'manager' | 'gm' | 'otherSalesperson', string>;

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  const db = t.database.db;
  await db.insert(areas).values({ id: AREA, name: 'Snake River Area' });
  await db.insert(dealerGroups).values([
    { id: GROUP, areaId: AREA, name: 'Treasure Valley Autos' },
    { id: OTHER_GROUP, areaId: null, name: 'Wasatch Motors' },
    { id: FULL_GROUP, areaId: null, name: 'Full House Group' },
  ]);
  await db.insert(dealerships).values([
    { id: STORES.boise, dealerGroupId: GROUP, name: 'Boise Subaru', timeZone: TZ },
    { id: STORES.nampa, dealerGroupId: GROUP, name: 'Nampa Ford', timeZone: TZ },
    { id: STORES.ogden, dealerGroupId: OTHER_GROUP, name: 'Ogden Kia', timeZone: TZ },
    // A group at the plan's limit of stores.
    ...Array.from({ length: DEALER_GROUP_MAX_STORES }, (_, index) => ({
      id: STORES.full + index,
      dealerGroupId: FULL_GROUP,
      name: `Full Store ${index + 1}`,
      timeZone: TZ,
    })),
  ]);
  callers.groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  callers.otherAdmin = (
    await t.person('dealer_group_admin', { dealerGroupId: OTHER_GROUP })
  ).client;
  callers.fullAdmin = (await t.person('dealer_group_admin', { dealerGroupId: FULL_GROUP })).client;
  callers.avp = (await t.person('area_vice_president', { areaId: AREA })).client;
  callers.storeAdmin = (await t.person('dealership_admin', { dealershipId: STORES.boise })).client;
  callers.platform = (await t.person('admin', {})).client;

  people.manager = (
    await t.person('sales_manager', { dealershipId: STORES.boise }, { signIn: false })
  ).id;
  people.salesperson = (
    await t.person(
      'salesperson',
      { dealershipId: STORES.boise, teamManagerId: people.manager },
      { signIn: false },
    )
  ).id;
  people.gm = (
    await t.person('general_manager', { dealershipId: STORES.nampa }, { signIn: false })
  ).id;
  people.otherSalesperson = (
    await t.person('salesperson', { dealershipId: STORES.ogden }, { signIn: false })
  ).id;

  // The group pays for its two stores.
  const [subscriber] = await queryRows<{ id: string }>(
    db,
    sql`select user_id as id from profiles where dealer_group_id = ${GROUP} limit 1`,
  );
  await db.insert(subscriptions).values({
    plan: 'dealer_group',
    subscriberId: subscriber!.id,
    dealerGroupId: GROUP,
    locations: 2,
    monthlyPrice: '450.00',
    trialEndsAt: new Date('2100-01-01T00:00:00Z'),
  });

  // The salesperson's history at Boise: deals and sales this month and last.
  const rows: (typeof deals.$inferInsert)[] = Array.from({ length: 8 }, (_, i) => ({
    dealershipId: STORES.boise,
    dealNumber: `G${i + 1}`,
    dealDate: addDays(today, -i * 5),
    stockNumber: `GS${i + 1}`,
    vinLast8: String(20_000_000 + i),
    customerLastName: `Buyer${i}`,
    dealType: 'Finance' as const,
    lender: 'Idaho Central',
    vehicleType: 'New' as const,
    frontEndGross: String(1000 + i * 100),
    reserve: '250',
    vscProfit: i % 2 === 0 ? '700' : '0',
    gapProfit: '0',
    status: 'Funded' as const,
    fundedDate: addDays(today, -i * 5),
    salespersonId: people.salesperson,
  }));
  await db.insert(deals).values(rows);
  await db.insert(sales).values({
    dealershipId: STORES.boise,
    saleDate: today,
    amount: '31000.00',
    status: 'pending',
    salespersonId: people.salesperson,
    createdBy: people.salesperson,
  });
  await db.insert(scheduleShifts).values([
    { dealershipId: STORES.boise, userId: people.salesperson, day: today, shift: 'opening' },
    {
      dealershipId: STORES.boise,
      userId: people.salesperson,
      day: addDays(today, 2),
      shift: 'opening',
    },
  ]);
}, 120_000);
afterAll(() => t.close());

const settingsOf = async (client: TestClient, group = GROUP) => {
  const response = await client.request(`/api/groups/${group}/settings`);
  expect(response.status).toBe(200);
  return (await response.json()) as GroupSettings;
};

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('group settings: reading', () => {
  it("shows the group admin their group's stores, admins, people and subscription", async () => {
    const settings = await settingsOf(callers.groupAdmin);
    expect(settings.group).toEqual({ id: GROUP, name: 'Treasure Valley Autos' });
    expect(settings.subscription).toMatchObject({ locations: 2, monthlyPrice: '450.00' });
    expect(settings.maxStores).toBe(DEALER_GROUP_MAX_STORES);
    expect(settings.stores.map((store) => store.name)).toEqual(['Boise Subaru', 'Nampa Ford']);
    const boise = settings.stores.find((store) => store.id === STORES.boise)!;
    expect(boise.admins.map((admin) => admin.name)).toEqual(['dealership_admin Person']);
    expect(settings.people.map((person) => person.userId)).toContain(people.salesperson);
    expect(settings.people.map((person) => person.userId)).not.toContain(people.otherSalesperson);
  });

  it("lets the area's vice president read but nobody outside the group", async () => {
    expect((await callers.avp.request(`/api/groups/${GROUP}/settings`)).status).toBe(200);
    expect((await callers.otherAdmin.request(`/api/groups/${GROUP}/settings`)).status).toBe(404);
    expect((await callers.storeAdmin.request(`/api/groups/${GROUP}/settings`)).status).toBe(403);
  });
});

describe('group settings: names', () => {
  it('renames the group; the session header carries the new name, and the change is audited', async () => {
    const response = await callers.groupAdmin.request(`/api/groups/${GROUP}/name`, {
      method: 'PUT',
      body: { name: '  Treasure Valley   Auto Group ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: GROUP, name: 'Treasure Valley Auto Group' });
    const session = await callers.groupAdmin.request('/api/auth/session/refresh', {
      method: 'POST',
    });
    const body = (await session.json()) as { user: { dealerGroupName: string } };
    expect(body.user.dealerGroupName).toBe('Treasure Valley Auto Group');
    const audit = await queryRows<{ details: { before: { name: string } } }>(
      t.database.db,
      sql`select details from audit_logs where operation = 'groupSettings.rename' and entity_id = ${String(GROUP)}`,
    );
    expect(audit[0]?.details.before.name).toBe('Treasure Valley Autos');
  });

  it('refuses an empty or overlong name, naming the field', async () => {
    for (const name of ['   ', 'x'.repeat(101)]) {
      const response = await callers.groupAdmin.request(`/api/groups/${GROUP}/name`, {
        method: 'PUT',
        body: { name },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toContain('name');
    }
  });

  it('renames a store and the rollup shows the new name', async () => {
    const response = await callers.groupAdmin.request(
      `/api/groups/${GROUP}/stores/${STORES.nampa}/name`,
      { method: 'PUT', body: { name: 'Nampa Ford Lincoln' } },
    );
    expect(response.status).toBe(200);
    const rollup = (await (
      await callers.groupAdmin.request(`/api/groups/${GROUP}/rollup?period=this_month`)
    ).json()) as GroupRollup;
    expect(rollup.stores.map((store) => store.name)).toContain('Nampa Ford Lincoln');
  });

  it("only the group's admin writes: the area VP and a store's admin are refused", async () => {
    const rename = { method: 'PUT', body: { name: 'Taken Over' } };
    expect((await callers.avp.request(`/api/groups/${GROUP}/name`, rename)).status).toBe(403);
    expect((await callers.storeAdmin.request(`/api/groups/${GROUP}/name`, rename)).status).toBe(
      403,
    );
    expect(
      (await callers.storeAdmin.request(`/api/groups/${GROUP}/stores/${STORES.boise}/name`, rename))
        .status,
    ).toBe(403);
  });

  it("another group's store is out of reach, by its own group or through this one", async () => {
    const rename = { method: 'PUT', body: { name: 'Taken Over' } };
    const viaOther = await callers.groupAdmin.request(
      `/api/groups/${OTHER_GROUP}/stores/${STORES.ogden}/name`,
      rename,
    );
    expect(viaOther.status).toBe(404);
    const viaOwn = await callers.groupAdmin.request(
      `/api/groups/${GROUP}/stores/${STORES.ogden}/name`,
      rename,
    );
    expect(viaOwn.status).toBe(404);
    const [ogden] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from dealerships where id = ${STORES.ogden}`,
    );
    expect(ogden?.name).toBe('Ogden Kia');
  });
});

describe('group settings: adding a store', () => {
  it("adds a store within the plan and bills it on the group's subscription", async () => {
    const response = await callers.groupAdmin.request(`/api/groups/${GROUP}/stores`, {
      method: 'POST',
      body: { name: 'Meridian Mazda', city: 'Meridian', state: 'id' },
    });
    expect(response.status).toBe(201);
    const settings = await settingsOf(callers.groupAdmin);
    expect(settings.stores.map((store) => store.name)).toContain('Meridian Mazda');
    expect(settings.subscription).toMatchObject({ locations: 3, monthlyPrice: '675.00' });
    const [store] = await queryRows<{ time_zone: string; state: string }>(
      t.database.db,
      sql`select time_zone, state from dealerships where name = 'Meridian Mazda'`,
    );
    expect(store).toEqual({ time_zone: 'America/Denver', state: 'ID' });
  });

  it('refuses a store beyond the plan’s limit with 409 and says why', async () => {
    const response = await callers.fullAdmin.request(`/api/groups/${FULL_GROUP}/stores`, {
      method: 'POST',
      body: { name: 'One Too Many', city: 'Provo', state: 'UT' },
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(
      `A dealer group plan covers at most ${DEALER_GROUP_MAX_STORES} stores`,
    );
  });

  it('refuses a store without a city or with an unknown state, naming the fields', async () => {
    const response = await callers.groupAdmin.request(`/api/groups/${GROUP}/stores`, {
      method: 'POST',
      body: { name: 'Caldwell Chevy', city: '', state: 'XX' },
    });
    expect(response.status).toBe(400);
    const { message } = await errorOf(response);
    expect(message).toContain('city');
    expect(message).toContain('state');
  });
});

describe("group settings: a store's admin (through the People endpoints)", () => {
  it("invites a new dealership admin for one of the group's stores, not another group's", async () => {
    const invite = (store: number) =>
      callers.groupAdmin.request(`/api/dealerships/${store}/people`, {
        method: 'POST',
        body: {
          firstName: 'Nora',
          lastName: 'Lane',
          email: `nora-${store}@group-settings.example.com`,
          role: 'dealership_admin',
        },
      });
    expect((await invite(STORES.nampa)).status).toBe(201);
    expect((await invite(STORES.ogden)).status).toBe(403);
    const nampa = (await settingsOf(callers.groupAdmin)).stores.find(
      (store) => store.id === STORES.nampa,
    )!;
    expect(nampa.admins.map((admin) => admin.name)).toEqual(['Nora Lane']);
  });

  it('promotes a person of the store to its admin', async () => {
    const response = await callers.groupAdmin.request(
      `/api/dealerships/${STORES.nampa}/staff/${people.gm}`,
      { method: 'PATCH', body: { role: 'dealership_admin' } },
    );
    expect(response.status).toBe(200);
    const nampa = (await settingsOf(callers.groupAdmin)).stores.find(
      (store) => store.id === STORES.nampa,
    )!;
    expect(nampa.admins.map((admin) => admin.userId)).toContain(people.gm);
  });
});

describe('group settings: moving a person between stores', () => {
  const move = (client: TestClient, userId: string, dealershipId: number, group = GROUP) =>
    client.request(`/api/groups/${group}/people/${userId}/move`, {
      method: 'POST',
      body: { dealershipId },
    });
  /** A store's line this month and its twelve months of trend, as the group's rollup shows them. */
  const storeFigures = async (store: number) => {
    const rollup = (await (
      await callers.groupAdmin.request(
        `/api/groups/${GROUP}/rollup?period=this_month&trend_dealership_id=${store}`,
      )
    ).json()) as GroupRollup;
    const {
      rank: _rank,
      name: _name,
      ...line
    } = rollup.stores.find((candidate) => candidate.dealershipId === store)!;
    return { line, trend: rollup.storeTrend };
  };

  it('refuses a store outside the group and a person of another group', async () => {
    expect((await move(callers.groupAdmin, people.salesperson, STORES.ogden)).status).toBe(403);
    const platform = await move(callers.platform, people.salesperson, STORES.ogden);
    expect(platform.status).toBe(400);
    expect((await errorOf(platform)).message).toContain('dealershipId');
    expect((await move(callers.groupAdmin, people.otherSalesperson, STORES.nampa)).status).toBe(
      404,
    );
    expect((await move(callers.avp, people.salesperson, STORES.nampa)).status).toBe(403);
    expect((await move(callers.storeAdmin, people.salesperson, STORES.nampa)).status).toBe(403);
    const same = await move(callers.groupAdmin, people.salesperson, STORES.boise);
    expect(same.status).toBe(400);
  });

  it('moves a salesperson: their deals and sales stay with the old store, their team there is left', async () => {
    const boiseBefore = await storeFigures(STORES.boise);
    const nampaBefore = await storeFigures(STORES.nampa);
    const units = boiseBefore.trend!.months.reduce((sum, month) => sum + month.units, 0);
    expect(units).toBe(8);

    const response = await move(callers.groupAdmin, people.salesperson, STORES.nampa);
    expect(response.status).toBe(200);

    expect(await storeFigures(STORES.boise)).toEqual(boiseBefore);
    expect(await storeFigures(STORES.nampa)).toEqual(nampaBefore);
    const [profile] = await queryRows<{ dealership_id: number; team_manager_id: string | null }>(
      t.database.db,
      sql`select dealership_id, team_manager_id from profiles where user_id = ${people.salesperson}`,
    );
    expect(profile).toEqual({ dealership_id: STORES.nampa, team_manager_id: null });
    const history = await queryRows<{ deals: number; sales: number }>(
      t.database.db,
      sql`select (select count(*)::int from deals where salesperson_id = ${people.salesperson} and dealership_id = ${STORES.boise}) as deals,
                 (select count(*)::int from sales where salesperson_id = ${people.salesperson} and dealership_id = ${STORES.boise}) as sales`,
    );
    expect(history[0]).toEqual({ deals: 8, sales: 1 });
    // Today's shift stays on record; the one planned later at Boise is cleared.
    const shifts = await queryRows<{ day: string }>(
      t.database.db,
      sql`select day::text from schedule_shifts where user_id = ${people.salesperson} order by day`,
    );
    expect(shifts.map((shift) => shift.day)).toEqual([today]);
    const audit = await queryRows<{ details: { before: { dealershipId: number } } }>(
      t.database.db,
      sql`select details from audit_logs where operation = 'groupSettings.person.move' and entity_id = ${people.salesperson}`,
    );
    expect(audit[0]?.details.before.dealershipId).toBe(STORES.boise);
  });

  it("moves a sales manager and takes their old store's team apart", async () => {
    const teammate = (
      await t.person(
        'salesperson',
        { dealershipId: STORES.boise, teamManagerId: people.manager },
        { signIn: false },
      )
    ).id;
    expect((await move(callers.groupAdmin, people.manager, STORES.nampa)).status).toBe(200);
    const [row] = await queryRows<{ team_manager_id: string | null }>(
      t.database.db,
      sql`select team_manager_id from profiles where user_id = ${teammate}`,
    );
    expect(row?.team_manager_id).toBeNull();
  });
});
