import { and, asc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  Tenant,
  TenantKind,
  TenantRecord,
  TenantSearch,
} from '@das/shared/schemas/platform-tenants';
import type { SignupTimeZone, UsState } from '@das/shared/schemas/signup';
import type { Database } from '../../db/client';
import { areas, dealerGroups, dealerships, profiles, users } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * Active people whose sign-in hangs on a tenant (ADR 024), counted through the
 * profile indexes (store, group, area): a store's own people; a group's admins
 * and the people of its stores; an area's vice presidents and everyone of its groups.
 */
const storesOfGroup = (group: SQL) =>
  sql`(select id from dealerships where dealer_group_id = ${group})`;
const groupsOfArea = (area: SQL) => sql`(select id from dealer_groups where area_id = ${area})`;
const activePeople = (where: SQL) =>
  sql<number>`(select count(*)::int from profiles p where p.is_active and (${where}))`;
const storePeople = (store: SQL) => activePeople(sql`p.dealership_id = ${store}`);
const groupPeople = (group: SQL) =>
  activePeople(
    sql`(p.dealership_id is null and p.dealer_group_id = ${group}) or p.dealership_id in ${storesOfGroup(group)}`,
  );
const areaPeople = (area: SQL) =>
  activePeople(sql`(p.dealership_id is null and p.dealer_group_id is null and p.area_id = ${area})
    or (p.dealership_id is null and p.dealer_group_id in ${groupsOfArea(area)})
    or p.dealership_id in (select id from dealerships where dealer_group_id in ${groupsOfArea(area)})`);

const areaName = (area: SQL) => sql<string | null>`(select name from areas where id = ${area})`;
const groupArea = (group: SQL) =>
  sql<number | null>`(select area_id from dealer_groups where id = ${group})`;

/** The tenant's name, city or id matches the query. */
function matching(
  q: string | undefined,
  columns: { id: Column; name: Column; city?: Column },
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(columns.name, pattern),
    columns.city ? ilike(columns.city, pattern) : undefined,
    /^\d{1,9}$/.test(q) ? eq(columns.id, Number(q)) : undefined,
  );
}

/**
 * Areas, groups and stores whose name, city or id matches, by name, at most
 * `limit` (and one more, to tell the list was cut). The tables hold thousands
 * of rows, not millions: a bounded scan answers in milliseconds (ADR 024).
 */
export async function searchTenants(
  db: Executor,
  query: Required<Pick<TenantSearch, 'limit'>> & Pick<TenantSearch, 'q' | 'kind'>,
  isDemo: boolean,
): Promise<{ items: Tenant[]; truncated: boolean }> {
  const { q, kind } = query;
  const wants = (k: TenantKind) => kind === undefined || kind === k;
  const none = sql`false`;
  const areaRows = db
    .select({
      kind: sql<TenantKind>`'area'`.as('kind'),
      id: areas.id,
      name: areas.name,
      city: sql<string | null>`null::varchar`.as('city'),
      state: sql<string | null>`null::varchar`.as('state'),
      groupId: sql<number | null>`null::int`.as('group_id'),
      groupName: sql<string | null>`null::varchar`.as('group_name'),
      areaId: sql<number | null>`${areas.id}`.as('area_id'),
      areaName: sql<string | null>`${areas.name}`.as('area_name'),
      isActive: areas.isActive,
      people: areaPeople(sql`${areas.id}`).as('people'),
    })
    .from(areas)
    .where(and(eq(areas.isDemo, isDemo), wants('area') ? matching(q, areas) : none));
  const groupRows = db
    .select({
      kind: sql<TenantKind>`'group'`.as('kind'),
      id: dealerGroups.id,
      name: dealerGroups.name,
      city: sql<string | null>`null::varchar`.as('city'),
      state: sql<string | null>`null::varchar`.as('state'),
      groupId: sql<number | null>`null::int`.as('group_id'),
      groupName: sql<string | null>`null::varchar`.as('group_name'),
      areaId: sql<number | null>`${dealerGroups.areaId}`.as('area_id'),
      areaName: areaName(sql`${dealerGroups.areaId}`).as('area_name'),
      isActive: dealerGroups.isActive,
      people: groupPeople(sql`${dealerGroups.id}`).as('people'),
    })
    .from(dealerGroups)
    .where(and(eq(dealerGroups.isDemo, isDemo), wants('group') ? matching(q, dealerGroups) : none));
  const storeKinds = (['store', 'single_finance'] as const).filter(wants);
  const storeArea = groupArea(sql`${dealerships.dealerGroupId}`);
  const storeRows = db
    .select({
      kind: sql<TenantKind>`${dealerships.kind}::text`.as('kind'),
      id: dealerships.id,
      name: dealerships.name,
      city: sql<string | null>`${dealerships.city}`.as('city'),
      state: sql<string | null>`${dealerships.state}`.as('state'),
      groupId: sql<number | null>`${dealerships.dealerGroupId}`.as('group_id'),
      groupName: sql<
        string | null
      >`(select name from dealer_groups where id = ${dealerships.dealerGroupId})`.as('group_name'),
      areaId: storeArea.as('area_id'),
      areaName: areaName(storeArea).as('area_name'),
      isActive: dealerships.isActive,
      people: storePeople(sql`${dealerships.id}`).as('people'),
    })
    .from(dealerships)
    .where(
      and(
        eq(dealerships.isDemo, isDemo),
        storeKinds.length > 0 ? sql`${dealerships.kind}::text in ${storeKinds}` : none,
        matching(q, dealerships),
      ),
    );
  // A union orders only by its columns as they are: sorting by lower(name) needs it as a table.
  const tenants = unionAll(areaRows, groupRows, storeRows).as('tenants');
  const rows = await db
    .select()
    .from(tenants)
    .orderBy(asc(sql`lower(${tenants.name})`), asc(tenants.kind), asc(tenants.id))
    .limit(query.limit + 1);
  return { items: rows.slice(0, query.limit), truncated: rows.length > query.limit };
}

/**
 * A tenant as a change sees it, held until the transaction ends, or undefined
 * when missing or of the other world (demo or real). `areaId` is a group's
 * area, `dealerGroupId` a store's group.
 */
export async function findTenant(db: Executor, record: TenantRecord, id: number, isDemo: boolean) {
  const none = sql<null>`null`;
  const [row] =
    record === 'areas'
      ? await db
          .select({
            id: areas.id,
            name: areas.name,
            isActive: areas.isActive,
            kind: sql<TenantKind>`'area'`,
            areaId: none,
            dealerGroupId: none,
          })
          .from(areas)
          .where(and(eq(areas.id, id), eq(areas.isDemo, isDemo)))
          .for('update')
      : record === 'groups'
        ? await db
            .select({
              id: dealerGroups.id,
              name: dealerGroups.name,
              isActive: dealerGroups.isActive,
              kind: sql<TenantKind>`'group'`,
              areaId: dealerGroups.areaId,
              dealerGroupId: none,
            })
            .from(dealerGroups)
            .where(and(eq(dealerGroups.id, id), eq(dealerGroups.isDemo, isDemo)))
            .for('update')
        : await db
            .select({
              id: dealerships.id,
              name: dealerships.name,
              isActive: dealerships.isActive,
              kind: dealerships.kind,
              areaId: none,
              dealerGroupId: dealerships.dealerGroupId,
            })
            .from(dealerships)
            .where(and(eq(dealerships.id, id), eq(dealerships.isDemo, isDemo)))
            .for('update');
  return row;
}

export async function updateTenant(
  tx: Executor,
  record: TenantRecord,
  id: number,
  change: { name?: string; isActive?: boolean },
): Promise<void> {
  if (record === 'areas') await tx.update(areas).set(change).where(eq(areas.id, id));
  else if (record === 'groups')
    await tx.update(dealerGroups).set(change).where(eq(dealerGroups.id, id));
  else await tx.update(dealerships).set(change).where(eq(dealerships.id, id));
}

export async function insertArea(tx: Executor, area: { name: string; isDemo: boolean }) {
  const [row] = await tx.insert(areas).values(area).returning({ id: areas.id });
  if (!row) throw new Error('the area was not created');
  return row.id;
}

export async function insertGroup(
  tx: Executor,
  group: { name: string; areaId: number | null; isDemo: boolean },
) {
  const [row] = await tx.insert(dealerGroups).values(group).returning({ id: dealerGroups.id });
  if (!row) throw new Error('the dealer group was not created');
  return row.id;
}

export async function insertDealership(
  tx: Executor,
  store: {
    kind: 'store' | 'single_finance';
    name: string;
    city: string;
    state: UsState;
    timeZone: SignupTimeZone;
    dealerGroupId: number | null;
    isDemo: boolean;
  },
) {
  const [row] = await tx.insert(dealerships).values(store).returning({ id: dealerships.id });
  if (!row) throw new Error('the dealership was not created');
  return row.id;
}

/**
 * Moves a store to another group (or none), and the group and area its people
 * carry on their profiles with it, so their headers name the new ones.
 */
export async function moveStore(
  tx: Executor,
  storeId: number,
  group: { id: number; areaId: number | null } | null,
): Promise<void> {
  await tx
    .update(dealerships)
    .set({ dealerGroupId: group?.id ?? null })
    .where(eq(dealerships.id, storeId));
  await tx
    .update(profiles)
    .set({ dealerGroupId: group?.id ?? null, areaId: group?.areaId ?? null })
    .where(eq(profiles.dealershipId, storeId));
}

const vicePresidentColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  areaId: profiles.areaId,
  areaName: areaName(sql`${profiles.areaId}`),
};

/** Area vice presidents by name or e-mail, or those of one area; demo ones for a demo caller only. */
export function listAreaVicePresidents(
  db: Executor,
  filter: { q?: string | undefined; areaId?: number | undefined },
  isDemo: boolean,
  limit: number,
) {
  const pattern = filter.q ? containing(filter.q) : undefined;
  return db
    .select(vicePresidentColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.role, 'area_vice_president'),
        eq(users.isDemo, isDemo),
        filter.areaId === undefined ? undefined : eq(profiles.areaId, filter.areaId),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** An area vice president, held for the change, or undefined. */
export async function findAreaVicePresident(db: Executor, userId: string, isDemo: boolean) {
  const [row] = await db
    .select(vicePresidentColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.role, 'area_vice_president'),
        eq(users.isDemo, isDemo),
      ),
    )
    .for('update', { of: profiles });
  return row;
}

/** An area vice president works above the store: no store or group of their own. */
export async function setAreaOfVicePresident(
  tx: Executor,
  userId: string,
  areaId: number,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ areaId, dealershipId: null, dealerGroupId: null })
    .where(eq(profiles.userId, userId));
}
