import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Database } from '../../db/client';
import { areas, dealerGroups, dealerships } from '../../db/schema';
import { dealershipVisibility } from '../../lib/tenant-scope';

type Executor = Pick<Database, 'select'>;

/** A dealer group with its area, or undefined. */
export async function findGroup(db: Executor, groupId: number) {
  const [group] = await db
    .select({
      id: dealerGroups.id,
      name: dealerGroups.name,
      areaId: dealerGroups.areaId,
      areaName: areas.name,
    })
    .from(dealerGroups)
    .leftJoin(areas, eq(areas.id, dealerGroups.areaId))
    .where(eq(dealerGroups.id, groupId));
  return group;
}

export async function findArea(db: Executor, areaId: number) {
  const [area] = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(eq(areas.id, areaId));
  return area;
}

/** A store with its group and area, or undefined. */
export async function findStore(db: Executor, dealershipId: number) {
  const [store] = await db
    .select({
      id: dealerships.id,
      name: dealerships.name,
      smallSampleDeals: dealerships.smallSampleDeals,
      dealerGroupId: dealerships.dealerGroupId,
      dealerGroupName: dealerGroups.name,
      areaId: dealerGroups.areaId,
      areaName: areas.name,
    })
    .from(dealerships)
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .leftJoin(areas, eq(areas.id, dealerGroups.areaId))
    .where(eq(dealerships.id, dealershipId));
  return store;
}

/**
 * The stores of a group or an area the caller may see, by name, with their
 * group, time zone and small-sample setting.
 */
export function visibleStoresOf(
  db: Executor,
  user: SessionUser,
  of: { groupId: number } | { areaId: number },
) {
  const within: SQL =
    'groupId' in of
      ? eq(dealerships.dealerGroupId, of.groupId)
      : eq(dealerGroups.areaId, of.areaId);
  return db
    .select({
      id: dealerships.id,
      name: dealerships.name,
      timeZone: dealerships.timeZone,
      smallSampleDeals: dealerships.smallSampleDeals,
      dealerGroupId: dealerGroups.id,
      dealerGroupName: dealerGroups.name,
    })
    .from(dealerships)
    .innerJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .where(and(within, dealershipVisibility(user)))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
}
