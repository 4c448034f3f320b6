import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PlatformPerson } from '@das/shared/schemas/platform-people';
import type { Role } from '@das/shared/roles';
import type { Database } from '../../db/client';
import { accounts, dealerships, loginAttempts, profiles, sessions, users } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update' | 'delete'>;

/** A person as the panel shows them, with what the policy weighs (demo or not) and where they are. */
export interface AccountRow extends PlatformPerson {
  isDemo: boolean;
  dealerGroupId: number | null;
  areaId: number | null;
}

/**
 * The demo is a sandbox (ADR 021's rule): a person is a demo one by their
 * store, else by their account.
 */
const isDemo = sql<boolean>`coalesce(${dealerships.isDemo}, ${users.isDemo}, false)`;

async function accountsWhere(
  db: Executor,
  where: SQL | undefined,
  now: Date,
  limit: number,
): Promise<AccountRow[]> {
  const at = now.toISOString();
  const rows = await db
    .select({
      id: users.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      role: profiles.role,
      dealershipId: profiles.dealershipId,
      dealershipName: dealerships.name,
      dealerGroupId: profiles.dealerGroupId,
      areaId: profiles.areaId,
      isActive: profiles.isActive,
      emailVerified: users.emailVerified,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`,
      lastSignInAt: users.lastSignInAt,
      lockedUntil: sql<
        string | Date | null
      >`case when ${loginAttempts.lockedUntil} > ${at}::timestamptz then ${loginAttempts.lockedUntil} end`,
      openSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > ${at}::timestamptz)`,
      isDemo,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .leftJoin(loginAttempts, eq(loginAttempts.email, users.email))
    .where(where)
    .orderBy(asc(users.email))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    role: row.role as Role,
    isDemo: row.isDemo === true,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    lockedUntil: row.lockedUntil === null ? null : new Date(row.lockedUntil).toISOString(),
    openSessions: Number(row.openSessions),
  }));
}

/**
 * People whose name or e-mail holds `q` (any case), on the caller's side of the
 * demo sandbox, by e-mail from the one after `after`. `strpos` takes the text
 * literally: no wildcard to escape. Reads one row more than it shows, to know
 * whether another page follows.
 */
export function searchAccounts(
  db: Executor,
  search: { q: string; demo: boolean; after?: string | undefined; limit: number },
  now: Date,
): Promise<AccountRow[]> {
  const q = search.q.toLowerCase();
  return accountsWhere(
    db,
    and(
      sql`${isDemo} = ${search.demo}`,
      sql`(strpos(lower(${users.email}), ${q}) > 0 or strpos(lower(${profiles.firstName} || ' ' || ${profiles.lastName}), ${q}) > 0)`,
      search.after === undefined ? undefined : gt(users.email, search.after),
    ),
    now,
    search.limit + 1,
  );
}

export async function findAccount(
  db: Executor,
  userId: string,
  now: Date,
): Promise<AccountRow | undefined> {
  const [row] = await accountsWhere(db, eq(users.id, userId), now, 1);
  return row;
}

/** A new role, where the person already works; off a team unless they stay a salesperson. */
export async function setRole(
  tx: Executor,
  userId: string,
  role: Role,
  leavesTeam: boolean,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ role, ...(leavesTeam ? { teamManagerId: null } : {}), updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
