import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { TeamMember } from '@das/shared/schemas/team';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { deleteMember, insertMember, listMembers, updateMember } from './team.repository';
import type * as routes from './team.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

function officeOf(c: Context<AppEnv>): number {
  const user = c.var.user;
  if (user.role !== 'single_finance_manager' || user.dealershipId === null)
    throw new AppError('FORBIDDEN');
  return user.dealershipId;
}

async function member(c: Context<AppEnv>, office: number, id: string): Promise<TeamMember> {
  const [found] = await listMembers(c.var.db, office, id);
  if (!found) throw new AppError('NOT_FOUND', 'Team member not found');
  return found;
}

export const list: Handler<'listTeam'> = async (c) =>
  c.json({ members: await listMembers(c.var.db, officeOf(c)) }, 200);

export const add: Handler<'addMember'> = async (c) => {
  const office = officeOf(c);
  const input = c.req.valid('json');
  const id = await c.var.db.transaction(async (tx) => {
    const memberId = await insertMember(tx, office, input);
    await recordAudit(tx, c, {
      operation: 'team.add',
      entityType: 'team_member',
      entityId: memberId,
      dealershipId: office,
      after: input,
    });
    return memberId;
  });
  return c.json(await member(c, office, id), 201);
};

export const change: Handler<'changeMember'> = async (c) => {
  const office = officeOf(c);
  const { id } = c.req.valid('param');
  const before = await member(c, office, id);
  const patch = c.req.valid('json');
  await c.var.db.transaction(async (tx) => {
    const renamed =
      patch.firstName || patch.lastName
        ? {
            firstName: patch.firstName ?? before.firstName,
            lastName: patch.lastName ?? before.lastName,
          }
        : undefined;
    await updateMember(tx, id, patch, renamed);
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
    await deleteMember(tx, id);
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
