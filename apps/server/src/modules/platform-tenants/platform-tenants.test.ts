import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaVicePresidents, TenantList } from '@das/shared/schemas/platform-tenants';
import {
  TEST_PASSWORD,
  createTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { areas, dealerGroups, dealerships } from '../../db/schema';

/** Issue 13, "Tenants": platform staff find, create, rename, move, staff and switch off tenants. */
let t: TestApp;
let admin: TestClient;
const AREA = 1;
const GROUP = 1;
const STORE = 1;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(areas).values({ id: AREA, name: 'Great Plains' });
  await db.insert(dealerGroups).values({ id: GROUP, areaId: AREA, name: 'Prairie Auto Group' });
  await db.insert(dealerships).values({
    id: STORE,
    dealerGroupId: GROUP,
    name: 'Prairie Ford',
    city: 'Wichita',
    state: 'KS',
    timeZone: 'America/Chicago',
  });
  // A demo store of the same name: a real platform account never sees it.
  await db
    .insert(dealerships)
    .values({ id: 99, name: 'Prairie Demo Motors', city: 'Wichita', isDemo: true });
  for (const table of ['areas', 'dealer_groups', 'dealerships']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
  admin = (await t.person('master_admin')).client;
}, 60_000);
afterAll(() => t.close());

async function search(query: string): Promise<TenantList> {
  const response = await admin.request(`/api/platform/tenants?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TenantList;
}

interface AuditRow {
  operation: string;
  entity_type: string;
  entity_id: string;
  dealership_id: number | null;
  details: { before: unknown; after: unknown };
}

/** The audit records of one entity, oldest first. */
const auditOf = (entityType: string, entityId: number | string) =>
  queryRows<AuditRow>(
    t.database.db,
    sql`select operation, entity_type, entity_id, dealership_id, details from audit_logs
        where entity_type = ${entityType} and entity_id = ${String(entityId)} and outcome = 'ok' order by id`,
  );

async function create(path: string, body: unknown): Promise<number> {
  const response = await admin.request(`/api/platform/tenants/${path}`, { method: 'POST', body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('searching tenants', () => {
  it('finds areas, groups and stores by part of a name, with their group, area and people', async () => {
    await t.person('salesperson', { dealershipId: STORE, dealerGroupId: GROUP, areaId: AREA });
    const { items, truncated } = await search('q=prairie');
    expect(truncated).toBe(false);
    expect(items).toEqual([
      {
        kind: 'group',
        id: GROUP,
        name: 'Prairie Auto Group',
        city: null,
        state: null,
        groupId: null,
        groupName: null,
        areaId: AREA,
        areaName: 'Great Plains',
        isActive: true,
        people: 1,
      },
      {
        kind: 'store',
        id: STORE,
        name: 'Prairie Ford',
        city: 'Wichita',
        state: 'KS',
        groupId: GROUP,
        groupName: 'Prairie Auto Group',
        areaId: AREA,
        areaName: 'Great Plains',
        isActive: true,
        people: 1,
      },
    ]);
  });

  it('finds a store by city and any tenant by its id, and narrows by kind', async () => {
    expect((await search('q=wichi')).items.map((i) => i.name)).toEqual(['Prairie Ford']);
    const byId = await search(`q=${AREA}`);
    expect(byId.items.map((i) => `${i.kind} ${i.id}`)).toEqual(
      expect.arrayContaining([`area ${AREA}`, `group ${GROUP}`, `store ${STORE}`]),
    );
    expect((await search(`q=${AREA}&kind=area`)).items.map((i) => i.name)).toEqual([
      'Great Plains',
    ]);
  });

  it('takes LIKE wildcards literally, and says when the list was cut', async () => {
    expect((await search('q=%25')).items).toEqual([]);
    const cut = await search('limit=1');
    expect(cut.items).toHaveLength(1);
    expect(cut.truncated).toBe(true);
  });

  it('refuses a bad query, naming the field', async () => {
    const response = await admin.request('/api/platform/tenants?kind=planet');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('kind');
  });
});

describe('creating, renaming and moving tenants', () => {
  it('creates an area, a group in it and a store in the group, each audited', async () => {
    const area = await create('areas', { name: 'Lakes Area' });
    const group = await create('groups', { name: 'Lakeside Motors', areaId: area });
    const store = await create('dealerships', {
      kind: 'store',
      name: 'Lakeside Toyota',
      city: 'Duluth',
      state: 'mn',
      dealerGroupId: group,
    });
    const [found] = (await search('q=Lakeside Toyota')).items;
    expect(found).toMatchObject({
      kind: 'store',
      id: store,
      city: 'Duluth',
      state: 'MN',
      groupName: 'Lakeside Motors',
      areaName: 'Lakes Area',
    });
    const [time] = await queryRows<{ time_zone: string; is_demo: boolean }>(
      t.database.db,
      sql`select time_zone, is_demo from dealerships where id = ${store}`,
    );
    // The time zone follows the state when not given; a real admin makes real tenants.
    expect(time).toEqual({ time_zone: 'America/Chicago', is_demo: false });
    expect(await auditOf('area', area)).toMatchObject([
      { operation: 'tenant.create', details: { before: null, after: { name: 'Lakes Area' } } },
    ]);
    expect(await auditOf('dealer_group', group)).toMatchObject([
      { operation: 'tenant.create', details: { after: { name: 'Lakeside Motors', areaId: area } } },
    ]);
    expect(await auditOf('dealership', store)).toMatchObject([
      {
        operation: 'tenant.create',
        dealership_id: store,
        details: { after: { kind: 'store', dealerGroupId: group, timeZone: 'America/Chicago' } },
      },
    ]);
  });

  it('creates a single finance office, never in a group', async () => {
    const office = await create('dealerships', {
      kind: 'single_finance',
      name: 'Ruiz F&I',
      city: 'Tucson',
      state: 'AZ',
    });
    expect((await search('q=Ruiz&kind=single_finance')).items[0]?.id).toBe(office);
    const grouped = await admin.request('/api/platform/tenants/dealerships', {
      method: 'POST',
      body: { kind: 'single_finance', name: 'X', city: 'Y', state: 'AZ', dealerGroupId: GROUP },
    });
    expect(grouped.status).toBe(400);
    expect(JSON.stringify(await grouped.json())).toContain('dealerGroupId');
    const moved = await admin.request(`/api/platform/tenants/dealerships/${office}/group`, {
      method: 'POST',
      body: { dealerGroupId: GROUP },
    });
    expect(moved.status).toBe(400);
  });

  it('refuses a nameless tenant and a group in an unknown area, creating nothing', async () => {
    const before = (await search('limit=100')).items.length;
    const nameless = await admin.request('/api/platform/tenants/areas', {
      method: 'POST',
      body: { name: '  ' },
    });
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(await nameless.json())).toContain('name');
    const lost = await admin.request('/api/platform/tenants/groups', {
      method: 'POST',
      body: { name: 'Lost Group', areaId: 4242 },
    });
    expect(lost.status).toBe(404);
    expect((await search('limit=100')).items).toHaveLength(before);
  });

  it('renames a store, with the old and new name audited', async () => {
    const store = await create('dealerships', {
      kind: 'store',
      name: 'Old Name Motors',
      city: 'Omaha',
      state: 'NE',
    });
    const response = await admin.request(`/api/platform/tenants/dealerships/${store}`, {
      method: 'PATCH',
      body: { name: 'New Name Motors' },
    });
    expect(response.status).toBe(204);
    expect((await search(`q=${store}&kind=store`)).items[0]?.name).toBe('New Name Motors');
    expect((await auditOf('dealership', store)).at(-1)).toMatchObject({
      operation: 'tenant.rename',
      details: { before: { name: 'Old Name Motors' }, after: { name: 'New Name Motors' } },
    });
  });

  it('moves a store to another group with its people, and out of any group', async () => {
    const area = await create('areas', { name: 'Move Area' });
    const group = await create('groups', { name: 'Move Target Group', areaId: area });
    const store = await create('dealerships', {
      kind: 'store',
      name: 'Moving Motors',
      city: 'Topeka',
      state: 'KS',
      dealerGroupId: GROUP,
    });
    const seller = await t.person('salesperson', {
      dealershipId: store,
      dealerGroupId: GROUP,
      areaId: AREA,
    });
    const moved = await admin.request(`/api/platform/tenants/dealerships/${store}/group`, {
      method: 'POST',
      body: { dealerGroupId: group },
    });
    expect(moved.status).toBe(204);
    expect((await search('q=Moving Motors')).items[0]).toMatchObject({
      groupName: 'Move Target Group',
      areaName: 'Move Area',
    });
    const session = await seller.client.request('/api/auth/session/refresh', { method: 'POST' });
    expect(await session.json()).toMatchObject({
      user: { dealerGroupName: 'Move Target Group', areaName: 'Move Area' },
    });
    const out = await admin.request(`/api/platform/tenants/dealerships/${store}/group`, {
      method: 'POST',
      body: { dealerGroupId: null },
    });
    expect(out.status).toBe(204);
    expect((await search('q=Moving Motors')).items[0]).toMatchObject({
      groupId: null,
      areaId: null,
    });
    expect((await auditOf('dealership', store)).slice(-2)).toMatchObject([
      {
        operation: 'tenant.move',
        details: { before: { dealerGroupId: GROUP }, after: { dealerGroupId: group } },
      },
      {
        operation: 'tenant.move',
        details: { before: { dealerGroupId: group }, after: { dealerGroupId: null } },
      },
    ]);
  });
});

describe("an area's vice presidents", () => {
  it('finds a vice president by name and makes them the area’s, audited', async () => {
    const area = await create('areas', { name: 'Vice Area' });
    const vp = await t.person('area_vice_president', { firstName: 'Valeria', areaId: AREA });
    const found = await admin.request('/api/platform/tenants/area-vice-presidents?q=valeria');
    const { items } = (await found.json()) as AreaVicePresidents;
    expect(items).toEqual([
      {
        userId: vp.id,
        name: 'Valeria Person',
        email: vp.email,
        areaId: AREA,
        areaName: 'Great Plains',
      },
    ]);
    const assigned = await admin.request(`/api/platform/tenants/areas/${area}/vice-presidents`, {
      method: 'POST',
      body: { userId: vp.id },
    });
    expect(assigned.status).toBe(204);
    const ofArea = await admin.request(
      `/api/platform/tenants/area-vice-presidents?area_id=${area}`,
    );
    expect(((await ofArea.json()) as AreaVicePresidents).items.map((i) => i.userId)).toEqual([
      vp.id,
    ]);
    expect(await auditOf('area', area)).toMatchObject([
      { operation: 'tenant.create' },
      {
        operation: 'tenant.assignAreaVicePresident',
        details: {
          before: { userId: vp.id, areaId: AREA },
          after: { userId: vp.id, areaId: area },
        },
      },
    ]);
  });

  it('does not make anyone else an area vice president', async () => {
    const seller = await t.person('salesperson', { dealershipId: STORE });
    const response = await admin.request(`/api/platform/tenants/areas/${AREA}/vice-presidents`, {
      method: 'POST',
      body: { userId: seller.id },
    });
    expect(response.status).toBe(404);
  });
});

describe('deactivating a tenant', () => {
  const signIn = (email: string) =>
    t.client().request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: TEST_PASSWORD, rememberMe: false },
    });
  const setActive = (record: string, id: number, isActive: boolean) =>
    admin.request(`/api/platform/tenants/${record}/${id}/active`, {
      method: 'POST',
      body: { isActive },
    });

  it('stops its people signing in and ends their sessions; reactivation restores both, nothing deleted', async () => {
    const store = await create('dealerships', {
      kind: 'store',
      name: 'Paused Motors',
      city: 'Lincoln',
      state: 'NE',
    });
    const seller = await t.person('salesperson', { dealershipId: store });
    expect((await seller.client.request('/api/me/preferences')).status).toBe(200);

    expect((await setActive('dealerships', store, false)).status).toBe(204);
    const refused = await signIn(seller.email);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { code: 'AUTH_FAILED', details: { reason: 'tenantInactive' } },
    });
    expect((await seller.client.request('/api/me/preferences')).status).toBe(401);
    expect((await search('q=Paused')).items[0]).toMatchObject({ isActive: false, people: 1 });

    expect((await setActive('dealerships', store, true)).status).toBe(204);
    expect((await signIn(seller.email)).status).toBe(200);
    expect((await seller.client.request('/api/me/preferences')).status).toBe(200);
    expect((await auditOf('dealership', store)).slice(-2)).toMatchObject([
      {
        operation: 'tenant.deactivate',
        details: { before: { isActive: true }, after: { isActive: false } },
      },
      {
        operation: 'tenant.reactivate',
        details: { before: { isActive: false }, after: { isActive: true } },
      },
    ]);
  });

  it("a group's stop reaches its admins and its stores' people; an area's its vice presidents and everyone below", async () => {
    const area = await create('areas', { name: 'Dark Area' });
    const group = await create('groups', { name: 'Dark Group', areaId: area });
    const store = await create('dealerships', {
      kind: 'store',
      name: 'Dark Store',
      city: 'Ames',
      state: 'IA',
      dealerGroupId: group,
    });
    const seller = await t.person('salesperson', { dealershipId: store });
    const groupAdmin = await t.person('dealer_group_admin', { dealerGroupId: group });
    const vp = await t.person('area_vice_president', { areaId: area });
    const bystander = await t.person('salesperson', { dealershipId: STORE });
    const statuses = async () =>
      Promise.all(
        [seller, groupAdmin, vp, bystander].map(
          async (p) => (await p.client.request('/api/me/preferences')).status,
        ),
      );

    await setActive('groups', group, false);
    expect(await statuses()).toEqual([401, 401, 200, 200]);
    expect((await signIn(groupAdmin.email)).status).toBe(401);
    await setActive('groups', group, true);

    await setActive('areas', area, false);
    expect(await statuses()).toEqual([401, 401, 401, 200]);
    expect((await search('q=Dark Area')).items[0]).toMatchObject({ isActive: false, people: 3 });
    await setActive('areas', area, true);
    expect(await statuses()).toEqual([200, 200, 200, 200]);
  });

  it('answers 404 for a tenant that does not exist, and changes nothing', async () => {
    expect((await setActive('areas', 4242, false)).status).toBe(404);
    const rename = await admin.request('/api/platform/tenants/groups/4242', {
      method: 'PATCH',
      body: { name: 'Ghost' },
    });
    expect(rename.status).toBe(404);
  });
});

describe('the demo is a sandbox', () => {
  it('a real platform account neither finds nor changes a demo tenant', async () => {
    expect((await search('q=Demo Motors')).items).toEqual([]);
    expect(
      (
        await admin.request('/api/platform/tenants/dealerships/99', {
          method: 'PATCH',
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
  });

  it('a demo platform account sees demo tenants only, and makes demo ones', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const client = demo.client();
      await client.signIn('master_admin@demo.example.com');
      const find = async (q: string) =>
        ((await (await client.request(`/api/platform/tenants?q=${q}`)).json()) as TenantList).items;
      expect((await find('Desert Sun&kind=group')).map((i) => i.name)).toEqual([
        'Desert Sun Auto Group',
      ]);
      const created = await client.request('/api/platform/tenants/groups', {
        method: 'POST',
        body: { name: 'Sandbox Group', areaId: null },
      });
      const { id } = (await created.json()) as { id: number };
      const [row] = await queryRows<{ is_demo: boolean }>(
        demo.database.db,
        sql`select is_demo from dealer_groups where id = ${id}`,
      );
      expect(row?.is_demo).toBe(true);
      expect((await find('Sandbox')).map((i) => i.id)).toEqual([id]);
      // …and a real tenant is not there for it.
      expect(await find('Prairie')).toEqual([]);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
