import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '@das/shared/languages';
import type { SessionUser } from '@das/shared/schemas/auth';
import { isGroupAdminRole, type Role } from '@das/shared/roles';
import type { Database } from '../db/client';
import { areas, dealerGroups, dealerships, profiles, userPreferences, users } from '../db/schema';

/**
 * Whether the caller's store, its group and that group's area (or, above the
 * store, their own group or area) are all active (ADR 024). A store person's
 * group and area are read through the store, so a store moved to another group
 * answers to its new one. Read with every request: a deactivation ends sessions
 * at once, and a reactivation restores them.
 */
export const tenantActive = sql<boolean>`not exists (
  select 1
  from (select ${profiles.dealershipId} as store_id, ${profiles.dealerGroupId} as group_id, ${profiles.areaId} as area_id) as own
  left join dealerships as store on store.id = own.store_id
  left join dealer_groups as grp
    on grp.id = case when own.store_id is null then own.group_id else store.dealer_group_id end
  left join areas as area
    on area.id = case when own.store_id is null and own.group_id is null then own.area_id else grp.area_id end
  where store.is_active = false or grp.is_active = false or area.is_active = false
)`;

/**
 * The columns a caller is read from: the user, their profile and their own
 * store, and the names of their group and area (headers show names, not ids).
 */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  isDemo: users.isDemo,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  isActive: profiles.isActive,
  tenantActive,
  dealershipId: profiles.dealershipId,
  dealershipName: dealerships.name,
  dealerGroupId: profiles.dealerGroupId,
  dealerGroupName: sql<
    string | null
  >`(select ${dealerGroups.name} from ${dealerGroups} where ${dealerGroups.id} = ${profiles.dealerGroupId})`,
  areaId: profiles.areaId,
  areaName: sql<
    string | null
  >`(select ${areas.name} from ${areas} where ${areas.id} = ${profiles.areaId})`,
  language: sql<LanguageCode | null>`(select ${userPreferences.language} from ${userPreferences} where ${userPreferences.userId} = ${users.id})`,
};

/** A row of those columns; the profile's are null when the user has none (a left join). */
interface UserRow {
  id: string;
  email: string;
  name: string;
  isDemo: boolean;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  isActive: boolean | null;
  tenantActive: boolean | null;
  dealershipId: number | null;
  dealershipName: string | null;
  dealerGroupId: number | null;
  dealerGroupName: string | null;
  areaId: number | null;
  areaName: string | null;
  language: LanguageCode | null;
}

/** A caller as the API knows them; undefined without a profile, or when they or their tenant are deactivated. */
export function toSessionUser(row: UserRow): SessionUser | undefined {
  if (row.role === null || row.isActive !== true || row.tenantActive !== true) return undefined;
  const { isActive: _active, tenantActive: _tenantActive, ...user } = row;
  return {
    ...user,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: row.role,
    isGroupAdmin: isGroupAdminRole(row.role),
    dealershipName: user.dealershipName ?? null,
    dealerGroupName: user.dealerGroupName ?? null,
    areaName: user.areaName ?? null,
    language: user.language ?? null,
  };
}

/** Who the caller is, read fresh from the database: roles are never taken from the client. */
export async function loadSessionUser(
  db: Database,
  userId: string,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(SESSION_USER_COLUMNS)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .where(eq(users.id, userId));
  return row ? toSessionUser(row) : undefined;
}
