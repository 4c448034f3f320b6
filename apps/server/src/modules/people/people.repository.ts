import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Person } from '@das/shared/schemas/people';
import type { Role } from '@das/shared/roles';
import type { Database } from '../../db/client';
import {
  accounts,
  dealerGroups,
  dealerships,
  profiles,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import { accountName } from '../../lib/account-name';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Invitations live in better-auth's verification table, one per person: the
 * identifier names the person, the value is the SHA-256 of the link's token
 * (the token itself is only ever in the e-mail).
 */
const invitationOf = (userId: string) => `invitation:${userId}`;

/** A store as the policy weighs it, with its name for the e-mail. */
export async function findStore(db: Executor, dealershipId: number) {
  const [row] = await db
    .select({
      dealershipId: dealerships.id,
      name: dealerships.name,
      dealerGroupId: dealerships.dealerGroupId,
      areaId: dealerGroups.areaId,
      isDemo: dealerships.isDemo,
    })
    .from(dealerships)
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealerships.dealerGroupId))
    .where(eq(dealerships.id, dealershipId));
  return row;
}

/** A store's people (one when `userId` is given), each with how they sign in. */
export function listPeople(db: Executor, dealershipId: number, userId?: string): Promise<Person[]> {
  return peopleWhere(db, dealershipId, { userId });
}

/**
 * The store's invitations sent and not accepted, expired ones too (the admin
 * resends those from People): whoever has no password yet and a link on record.
 */
export function pendingInvitations(db: Executor, dealershipId: number): Promise<Person[]> {
  return peopleWhere(db, dealershipId, { invited: true });
}

async function peopleWhere(
  db: Executor,
  dealershipId: number,
  { userId, invited = false }: { userId?: string | undefined; invited?: boolean },
): Promise<Person[]> {
  const hasPassword = sql<boolean>`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`;
  const invitationExpiresAt = sql<
    Date | string | null
  >`(select max(${verifications.expiresAt}) from ${verifications} where ${verifications.identifier} = 'invitation:' || ${users.id}::text)`;
  const lastSignInAt = sql<
    Date | string | null
  >`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;
  const rows = await db
    .select({
      id: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      role: profiles.role,
      isActive: profiles.isActive,
      teamManagerId: profiles.teamManagerId,
      hasPassword,
      invitationExpiresAt,
      lastSignInAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        userId ? eq(profiles.userId, userId) : undefined,
        invited ? sql`not ${hasPassword} and ${invitationExpiresAt} is not null` : undefined,
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName));
  const now = Date.now();
  return rows.map(
    ({ hasPassword: accepted, invitationExpiresAt: expires, lastSignInAt: last, ...row }) => {
      const expiresAt = expires === null ? null : new Date(expires);
      return {
        ...row,
        role: row.role as Person['role'],
        invitation: accepted
          ? 'accepted'
          : expiresAt === null
            ? 'none'
            : expiresAt.getTime() > now
              ? 'pending'
              : 'expired',
        invitationExpiresAt: accepted ? null : (expiresAt?.toISOString() ?? null),
        lastSignInAt: last === null ? null : new Date(last).toISOString(),
      };
    },
  );
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  return (await emailsTaken(db, [email])).size > 0;
}

/** Which of these addresses already have an account (any store's), in one query. */
export async function emailsTaken(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  teamManagerId: string | null;
}

/** The account of an invited person: no password until they choose one, address not yet confirmed. */
export async function insertInvitee(
  tx: Executor,
  store: { dealershipId: number; isDemo: boolean },
  invitee: Invitee,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      name: accountName(invitee.firstName, invitee.lastName),
      email: invitee.email,
      isDemo: store.isDemo,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('the invited account was not created');
  await tx.insert(profiles).values({
    userId: user.id,
    dealershipId: store.dealershipId,
    role: invitee.role,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    teamManagerId: invitee.teamManagerId,
  });
  return user.id;
}

/** A new invitation replaces any earlier one, whose link then stops working. */
export async function saveInvitation(
  tx: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await revokeInvitation(tx, userId);
  await tx
    .insert(verifications)
    .values({ identifier: invitationOf(userId), value: tokenHash, expiresAt });
}

export async function revokeInvitation(tx: Executor, userId: string): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.identifier, invitationOf(userId)));
}

/**
 * Uses up the invitation whose token has this hash, if it is still valid: the
 * row is deleted as it is read, so of two acceptances at once only one finds it.
 */
export async function takeInvitation(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string; dealershipId: number | null } | undefined> {
  const [taken] = await tx
    .delete(verifications)
    .where(
      and(eq(verifications.value, tokenHash), sql`${verifications.identifier} like 'invitation:%'`),
    )
    .returning({ identifier: verifications.identifier, expiresAt: verifications.expiresAt });
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) return undefined;
  const userId = taken.identifier.slice('invitation:'.length);
  const [user] = await tx
    .select({ email: users.email, dealershipId: profiles.dealershipId })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return user ? { userId, ...user } : undefined;
}

/** The password the invitee chose, and their address confirmed: the link reached them. */
export async function setFirstPassword(
  tx: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .insert(accounts)
    .values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
