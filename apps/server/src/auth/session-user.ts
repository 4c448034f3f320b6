import { eq } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import { isGroupAdminRole } from '@das/shared/roles';
import type { Database } from '../db/client';
import { dealerships, profiles, users } from '../db/schema';

/** Who the caller is, read fresh from the database: roles are never taken from the client. */
export async function loadSessionUser(
  db: Database,
  userId: string,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isDemo: users.isDemo,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      isActive: profiles.isActive,
      dealershipId: profiles.dealershipId,
      dealershipName: dealerships.name,
      dealerGroupId: profiles.dealerGroupId,
      areaId: profiles.areaId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .where(eq(users.id, userId));
  if (!row || !row.isActive) return undefined;
  const { isActive: _active, ...user } = row;
  return {
    ...user,
    isGroupAdmin: isGroupAdminRole(user.role),
    dealershipName: user.dealershipName ?? null,
  };
}
