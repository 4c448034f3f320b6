import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TEAM_MEMBER_ROLES, type TeamMember } from '@das/shared/schemas/team';
import type { Database } from '../../db/client';
import { deals, profiles, users } from '../../db/schema';
import { accountName } from '../../lib/account-name';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * A member is a person of the office who never signs in: a user row without a
 * password, under an address of the reserved `.invalid` domain that no mail reaches.
 */
const memberEmail = () => `member-${randomUUID()}@team.invalid`;

/** An office's team members (one when `id` is given), with the deals each is on. */
export async function listMembers(
  db: Executor,
  office: number,
  id?: string,
): Promise<TeamMember[]> {
  const dealCount = sql<number>`(select count(*)::int from ${deals} where ${deals.dealershipId} = ${office} and (${deals.salespersonId} = ${profiles.userId} or ${deals.secondSalespersonId} = ${profiles.userId} or ${deals.salesManagerId} = ${profiles.userId}))`;
  const rows = await db
    .select({
      id: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      isActive: profiles.isActive,
      deals: dealCount,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, office),
        inArray(profiles.role, [...TEAM_MEMBER_ROLES]),
        id ? eq(profiles.userId, id) : undefined,
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName));
  return rows.map((row) => ({
    ...row,
    role: row.role as TeamMember['role'],
    deals: Number(row.deals),
  }));
}

type MemberInput = Pick<TeamMember, 'firstName' | 'lastName' | 'role'>;

export async function insertMember(
  tx: Executor,
  office: number,
  input: MemberInput,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ name: accountName(input.firstName, input.lastName), email: memberEmail() })
    .returning({ id: users.id });
  if (!user) throw new Error('member was not created');
  await tx.insert(profiles).values({ userId: user.id, dealershipId: office, ...input });
  return user.id;
}

/** Changes a member's profile; a new name goes on their user row's label too. */
export async function updateMember(
  tx: Executor,
  id: string,
  patch: Partial<MemberInput & { isActive: boolean }>,
  renamed: { firstName: string; lastName: string } | undefined,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.userId, id));
  if (renamed) {
    await tx
      .update(users)
      .set({ name: accountName(renamed.firstName, renamed.lastName), updatedAt: new Date() })
      .where(eq(users.id, id));
  }
}

/** Only a member's own address matches: a real account is never deleted this way. */
export async function deleteMember(tx: Executor, id: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.id, id), sql`${users.email} like '%@team.invalid'`));
}
