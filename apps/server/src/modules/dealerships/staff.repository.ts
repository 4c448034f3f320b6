import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Role } from '@das/shared/roles';
import type { Database } from '../../db/client';
import { dealerGroups, dealerships, profiles } from '../../db/schema';

/** The people of a store: every module that lists or checks staff reads them here. */
type Executor = Pick<Database, 'select' | 'update'>;

const staffColumns = {
  userId: profiles.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  isActive: profiles.isActive,
  teamManagerId: profiles.teamManagerId,
};

export type StaffMember = {
  userId: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  teamManagerId: string | null;
};

/** A store's people in some roles; those who left only when `includeInactive`. */
export function peopleOf(
  db: Executor,
  dealershipId: number,
  roles: readonly Role[],
  options: { includeInactive?: boolean } = {},
): Promise<StaffMember[]> {
  return peopleOfStores(db, [dealershipId], roles, options);
}

/** Several stores' people in some roles, each with their store: one query, whatever the stores. */
export function peopleOfStores(
  db: Executor,
  dealershipIds: readonly number[],
  roles: readonly Role[],
  { includeInactive = false } = {},
): Promise<(StaffMember & { dealershipId: number })[]> {
  return db
    .select({ ...staffColumns, dealershipId: profiles.dealershipId })
    .from(profiles)
    .where(
      and(
        inArray(profiles.dealershipId, [...dealershipIds]),
        inArray(profiles.role, [...roles]),
        includeInactive ? undefined : eq(profiles.isActive, true),
      ),
      // Filtered on the store, so the store is never null.
    ) as Promise<(StaffMember & { dealershipId: number })[]>;
}

/** Everyone of a store, in name order. */
export function listStaff(db: Executor, dealershipId: number): Promise<StaffMember[]> {
  return db
    .select(staffColumns)
    .from(profiles)
    .where(eq(profiles.dealershipId, dealershipId))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName));
}

export async function findStaffMember(
  db: Executor,
  dealershipId: number,
  userId: string,
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.dealershipId, dealershipId)));
  return row;
}

/** Which of these people belong to the store; records may only name its own staff. */
export async function staffOf(
  db: Executor,
  dealershipId: number,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.dealershipId, dealershipId), inArray(profiles.userId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** A person wherever they work, with their store's name, group and area (what the policy weighs). */
export async function findPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dealershipId: profiles.dealershipId,
      dealershipName: dealerships.name,
      dealerGroupId: dealerships.dealerGroupId,
      areaId: dealerGroups.areaId,
      isDemo: dealerships.isDemo,
    })
    .from(profiles)
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .where(eq(profiles.userId, userId));
  return row;
}

export async function updateStaffMember(
  tx: Executor,
  dealershipId: number,
  userId: string,
  change: { isActive?: boolean; teamManagerId?: string | null; role?: Role },
): Promise<void> {
  await tx
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), eq(profiles.dealershipId, dealershipId)));
}

/** Takes every salesperson off a sales manager's team (the manager has a new role). */
export async function disbandTeam(
  tx: Executor,
  dealershipId: number,
  managerId: string,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ teamManagerId: null, updatedAt: new Date() })
    .where(and(eq(profiles.dealershipId, dealershipId), eq(profiles.teamManagerId, managerId)));
}

/**
 * Moves a person to another store (of the same group): off any team of the old
 * store. Their deals and sales carry the store they happened at and stay there.
 */
export async function moveToStore(
  tx: Executor,
  userId: string,
  from: number,
  to: number,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ dealershipId: to, teamManagerId: null, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), eq(profiles.dealershipId, from)));
}
