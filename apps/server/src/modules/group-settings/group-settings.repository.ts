import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { PayPlanDefaults, ProductTarget } from '@das/shared/schemas/store-defaults';
import type { Database } from '../../db/client';
import { dealerGroups, dealerships, profiles, users } from '../../db/schema';
import { dealershipVisibility } from '../../lib/tenant-scope';

type Executor = Pick<Database, 'select' | 'update'>;

/** A dealer group with its area, or undefined. */
export async function findGroup(db: Executor, groupId: number) {
  const [group] = await db
    .select({ id: dealerGroups.id, name: dealerGroups.name, areaId: dealerGroups.areaId })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, groupId));
  return group;
}

/**
 * Holds the group until the transaction ends and counts its stores: two stores
 * added at once are counted one after the other against the plan's limit.
 */
export async function lockGroupAndCountStores(tx: Executor, groupId: number): Promise<number> {
  await tx
    .select({ id: dealerGroups.id })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, groupId))
    .for('update');
  const [row] = await tx
    .select({ stores: count() })
    .from(dealerships)
    .where(eq(dealerships.dealerGroupId, groupId));
  return row?.stores ?? 0;
}

export async function renameGroup(tx: Executor, groupId: number, name: string): Promise<void> {
  await tx.update(dealerGroups).set({ name }).where(eq(dealerGroups.id, groupId));
}

/** The group's stores the caller may see, by name. */
export function storesOfGroup(db: Executor, user: SessionUser, groupId: number) {
  return db
    .select({
      id: dealerships.id,
      name: dealerships.name,
      city: dealerships.city,
      state: dealerships.state,
      isDemo: dealerships.isDemo,
    })
    .from(dealerships)
    .where(and(eq(dealerships.dealerGroupId, groupId), dealershipVisibility(user)))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
}

/** The active people of these stores, by name, with their e-mail (admins are shown with it). */
export function activePeopleOf(db: Executor, storeIds: number[]) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      role: profiles.role,
      dealershipId: profiles.dealershipId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        inArray(profiles.dealershipId, storeIds),
        eq(profiles.isActive, true),
        ne(profiles.role, 'single_finance_manager'),
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.userId));
}

/** A group's penetration targets as saved; null before its admin saves any. */
export async function findGroupProductTargets(db: Executor, groupId: number) {
  const [row] = await db
    .select({ targets: dealerGroups.productTargets })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, groupId));
  return row?.targets ?? null;
}

/** The targets of the group a store belongs to; null for a store without a group or targets. */
export async function productTargetsOfStoreGroup(db: Executor, dealershipId: number) {
  const [row] = await db
    .select({ targets: dealerGroups.productTargets })
    .from(dealerships)
    .innerJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .where(eq(dealerships.id, dealershipId));
  return row?.targets ?? null;
}

/** Replaces a group's targets; no store's own targets move with them. */
export async function saveGroupProductTargets(
  tx: Executor,
  groupId: number,
  targets: ProductTarget[],
): Promise<void> {
  await tx
    .update(dealerGroups)
    .set({ productTargets: targets })
    .where(eq(dealerGroups.id, groupId));
}

/** A group's pay-plan templates as saved; null before its admin saves any. */
export async function findGroupPayPlanTemplates(db: Executor, groupId: number) {
  const [row] = await db
    .select({ templates: dealerGroups.payPlanTemplates })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, groupId));
  return row?.templates ?? null;
}

/** The templates of the group a store belongs to; null for a store without a group or templates. */
export async function payPlanTemplatesOfStoreGroup(db: Executor, dealershipId: number) {
  const [row] = await db
    .select({ templates: dealerGroups.payPlanTemplates })
    .from(dealerships)
    .innerJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .where(eq(dealerships.id, dealershipId));
  return row?.templates ?? null;
}

/** Replaces a group's pay-plan templates; no store's default plans move with them. */
export async function saveGroupPayPlanTemplates(
  tx: Executor,
  groupId: number,
  templates: PayPlanDefaults,
): Promise<void> {
  await tx
    .update(dealerGroups)
    .set({ payPlanTemplates: templates })
    .where(eq(dealerGroups.id, groupId));
}
