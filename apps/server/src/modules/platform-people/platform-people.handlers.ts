import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { mayActOn, reachesAccount, type Action } from '@das/shared/policies';
import { STORE_ROLES, type Role } from '@das/shared/roles';
import { fieldIssue } from '@das/shared/validation';
import { clearFailedSignIns } from '../../auth/lockout';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { deleteSessionsOf } from '../auth/sessions.repository';
import { disbandTeam } from '../dealerships/staff.repository';
import {
  findAccount,
  searchAccounts,
  setRole,
  type AccountRow,
} from './platform-people.repository';
import type * as routes from './platform-people.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** A cursor as the client holds it: the last e-mail shown, base64url. */
const encodeCursor = (email: string) => Buffer.from(email).toString('base64url');
const decodeCursor = (text: string) => Buffer.from(text, 'base64url').toString();

/** What the panel shows of a person: the row without what only the policy weighs. */
function shown({ isDemo: _demo, dealerGroupId: _group, areaId: _area, ...person }: AccountRow) {
  return person;
}

/**
 * The record-level gate of every panel action on a person: out of reach (the
 * other side of the demo sandbox, or no such person) is "not found"; within
 * reach but protected by the rank rule (oneself, an equal or higher rank) 403.
 */
async function authorizedAccount(
  c: Context<AppEnv>,
  action: Action,
  userId: string,
): Promise<AccountRow> {
  const account = await findAccount(c.var.db, userId, new Date());
  if (!account || !reachesAccount(c.var.user, { ...account, userId: account.id })) {
    throw new AppError('NOT_FOUND', 'Person not found');
  }
  if (!mayActOn(c.var.user, action, { userId: account.id, role: account.role })) {
    throw new AppError('FORBIDDEN');
  }
  return account;
}

/** The audit record of a panel action: on the person, in their store. */
const entryOf = (operation: string, account: AccountRow) => ({
  operation,
  entityType: 'profile',
  entityId: account.id,
  dealershipId: account.dealershipId,
});

async function answerWith(c: Context<AppEnv>, userId: string) {
  const account = await findAccount(c.var.db, userId, new Date());
  if (!account) throw new AppError('NOT_FOUND', 'Person not found');
  return shown(account);
}

export const search: Handler<'searchPeople'> = async (c) => {
  const { q, after, limit } = c.req.valid('query');
  const rows = await searchAccounts(
    c.var.db,
    {
      q,
      demo: c.var.user.isDemo,
      after: after === undefined ? undefined : decodeCursor(after),
      limit,
    },
    new Date(),
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return c.json(
    {
      items: items.map(shown),
      nextCursor: rows.length > limit && last ? encodeCursor(last.email) : null,
    },
    200,
  );
};

export const unlock: Handler<'unlockPerson'> = async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const account = await authorizedAccount(c, 'platformPeople.help', userId);
  if (account.lockedUntil === null) throw new AppError('CONFLICT', 'This account is not locked');
  await c.var.db.transaction(async (tx) => {
    await clearFailedSignIns(tx, account.email);
    await recordAudit(tx, c, {
      ...entryOf('platformPeople.unlock', account),
      before: { lockedUntil: account.lockedUntil },
      after: { lockedUntil: null },
    });
  });
  return c.json(await answerWith(c, userId), 200);
};

export const endSessions: Handler<'endSessions'> = async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const account = await authorizedAccount(c, 'platformPeople.help', userId);
  await c.var.db.transaction(async (tx) => {
    const ended = await deleteSessionsOf(tx, userId);
    await recordAudit(tx, c, {
      ...entryOf('platformPeople.endSessions', account),
      before: { openSessions: account.openSessions },
      after: { ended },
    });
  });
  return c.json(await answerWith(c, userId), 200);
};

export const resendVerification: Handler<'resendVerification'> = async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const account = await authorizedAccount(c, 'platformPeople.help', userId);
  if (account.emailVerified) {
    throw new AppError('CONFLICT', 'This e-mail address is verified already');
  }
  await recordAudit(c.var.db, c, entryOf('platformPeople.resendVerification', account));
  // After the answer (ADR 015), in the recipient's language, as the sign-in page sends it.
  c.var.auth.background.run('verification mail', () =>
    c.var.auth.auth.api.sendVerificationEmail({ body: { email: account.email } }),
  );
  return c.body(null, 204);
};

export const passwordReset: Handler<'sendPasswordReset'> = async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const account = await authorizedAccount(c, 'platformPeople.help', userId);
  if (!account.hasPassword) {
    throw new AppError('CONFLICT', 'This person has no password yet: send their invitation');
  }
  await recordAudit(c.var.db, c, entryOf('platformPeople.passwordReset', account));
  // The reset flow of the sign-in page, with its own one-hour link.
  c.var.auth.background.run('password reset mail', () =>
    c.var.auth.auth.api.requestPasswordReset({ body: { email: account.email } }),
  );
  return c.body(null, 204);
};

/** Where a role works: a store role needs a store, a group's admin a group, an area's VP an area. */
function hasPlaceFor(role: Role, account: AccountRow): boolean {
  if (STORE_ROLES.includes(role)) return account.dealershipId !== null;
  if (role === 'dealer_group_admin') return account.dealerGroupId !== null;
  if (role === 'area_vice_president') return account.areaId !== null;
  return true;
}

export const changeRole: Handler<'changeRole'> = async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const { role } = c.req.valid('json');
  const account = await authorizedAccount(c, 'platformPeople.changeRole', userId);
  // Nobody grants a rank equal to or above their own: only a master admin makes an admin.
  if (!mayActOn(c.var.user, 'platformPeople.changeRole', { userId, role })) {
    throw new AppError('FORBIDDEN');
  }
  if (role === account.role) throw validationError([fieldIssue('role', 'invalid')]);
  if (!hasPlaceFor(role, account)) {
    throw new AppError('CONFLICT', 'This role needs a store, group or area the person has not');
  }
  await c.var.db.transaction(async (tx) => {
    await setRole(tx, userId, role, role !== 'salesperson');
    // Teams are a sales manager's salespeople: a manager with a new role has none.
    if (account.role === 'sales_manager' && account.dealershipId !== null) {
      await disbandTeam(tx, account.dealershipId, userId);
    }
    await recordAudit(tx, c, {
      ...entryOf('platformPeople.changeRole', account),
      before: { role: account.role },
      after: { role },
    });
  });
  return c.json(await answerWith(c, userId), 200);
};
