import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { tenantActive } from '../../auth/session-user';

/** The account behind an address, if any, with what sign-in needs to know about it. */
export async function findAccountByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      isDemo: users.isDemo,
      emailVerified: users.emailVerified,
      isActive: profiles.isActive,
      tenantActive,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return user;
}
