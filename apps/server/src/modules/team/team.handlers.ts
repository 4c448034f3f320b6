import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { TEAM_MEMBER_ROLES, type TeamMember } from '@das/shared/schemas/team';
import { deals, profiles, users } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type * as routes from './team.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/**
 * A member is a person of the office who never signs in: a user row without a
 * password, under an address of the reserved `.invalid` domain that no mail reaches.
 */
const memberEmail = () => `member-${randomUUID()}@team.invalid`;

function officeOf(c: Context<AppEnv>): number {
  const user = c.var.user;
  if (user.role !== 'single_finance_manager' || user.dealershipId === null)
    throw new AppError('FORBIDDEN');
  return user.dealershipId;
}

async function members(c: Context<AppEnv>, office: number, id?: string): Promise<TeamMember[]> {
  const dealCount = sql<number>`(select count(*)::int from ${deals} where ${deals.dealershipId} = ${office} and (${deals.salespersonId} = ${profiles.userId} or ${deals.secondSalespersonId} = ${profiles.userId} or ${deals.salesManagerId} = ${profiles.userId}))`;
  const rows = await c.var.db
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

async function member(c: Context<AppEnv>, office: number, id: string): Promise<TeamMember> {
  const [found] = await members(c, office, id);
  if (!found) throw new AppError('NOT_FOUND', 'Team member not found');
  return found;
}

export const list: Handler<'listTeam'> = async (c) =>
  c.json({ members: await members(c, officeOf(c)) }, 200);

export const add: Handler<'addMember'> = async (c) => {
  const office = officeOf(c);
  const input = c.req.valid('json');
  const id = await c.var.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: `${input.firstName} ${input.lastName}`, email: memberEmail() })
      .returning({ id: users.id });
    if (!user) throw new Error('member was not created');
    await tx.insert(profiles).values({ userId: user.id, dealershipId: office, ...input });
    await recordAudit(tx, c, {
      operation: 'team.add',
      entityType: 'team_member',
      entityId: user.id,
      dealershipId: office,
      after: input,
    });
    return user.id;
  });
  return c.json(await member(c, office, id), 201);
};

export const change: Handler<'changeMember'> = async (c) => {
  const office = officeOf(c);
  const { id } = c.req.valid('param');
  const before = await member(c, office, id);
  const patch = c.req.valid('json');
  await c.var.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(profiles.userId, id));
    if (patch.firstName || patch.lastName) {
      await tx
        .update(users)
        .set({
          name: `${patch.firstName ?? before.firstName} ${patch.lastName ?? before.lastName}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    }
    await recordAudit(tx, c, {
      operation: 'team.change',
      entityType: 'team_member',
      entityId: id,
      dealershipId: office,
      before,
      after: patch,
    });
  });
  return c.json(await member(c, office, id), 200);
};

export const remove: Handler<'removeMember'> = async (c) => {
  const office = officeOf(c);
  const { id } = c.req.valid('param');
  const before = await member(c, office, id);
  // Deals keep the names of the people who worked them.
  if (before.deals > 0)
    throw new AppError('CONFLICT', 'This team member is on deals; deactivate them instead');
  await c.var.db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.id, id), sql`${users.email} like '%@team.invalid'`));
    await recordAudit(tx, c, {
      operation: 'team.remove',
      entityType: 'team_member',
      entityId: id,
      dealershipId: office,
      before,
    });
  });
  return c.body(null, 204);
};
