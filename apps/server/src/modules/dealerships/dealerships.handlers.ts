import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler } from '@hono/zod-openapi';
import { LENDERS } from '@das/shared/deals';
import { mayActOn, roleMay, type Action } from '@das/shared/policies';
import { authorizePerson } from '../../auth/authorize';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit, storeAuditEntry } from '../../lib/audit';
import { resolveDealershipScope, resolveOneDealership } from '../../lib/tenant-scope';
import { lendersUsed } from '../deals/deals.repository';
import { listVisibleDealerships } from './dealerships.repository';
import { findStoreSettings } from './store-settings.repository';
import {
  disbandTeam,
  findStaffMember,
  listStaff,
  updateStaffMember,
  type StaffMember,
} from './staff.repository';
import type * as routes from './dealerships.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const dealershipList: Handler<'listDealerships'> = async (c) =>
  c.json({ dealerships: await listVisibleDealerships(c.var.db, c.var.user) }, 200);

function toStaff(row: StaffMember) {
  return {
    id: row.userId,
    name: `${row.firstName} ${row.lastName}`,
    role: row.role,
    isActive: row.isActive,
    teamManagerId: row.teamManagerId,
  };
}

export const staff: Handler<'listStaff'> = async (c) => {
  const { ids } = await resolveDealershipScope(
    c.var.db,
    c.var.user,
    c.req.valid('param').dealership_id,
  );
  const rows = await listStaff(c.var.db, ids[0] ?? -1);
  return c.json({ staff: rows.map(toStaff) }, 200);
};

export const lenders: Handler<'listLenders'> = async (c) => {
  const { ids } = await resolveDealershipScope(
    c.var.db,
    c.var.user,
    c.req.valid('param').dealership_id,
  );
  const id = ids[0] ?? -1;
  const [own, settings] = await Promise.all([
    lendersUsed(c.var.db, id),
    findStoreSettings(c.var.db, id),
  ]);
  // The store's own list when its admin has set one (store settings), else the common lenders.
  return c.json({ lenders: [...new Set([...own, ...(settings?.lenders ?? LENDERS)])] }, 200);
};

/** What each change of a person needs the policy to allow. */
const STAFF_CHANGE_ACTIONS = {
  isActive: 'staff.setActive',
  teamManagerId: 'staff.moveTeam',
  role: 'staff.changeRole',
} as const satisfies Record<string, Action>;

/**
 * Managers place salespeople on a sales manager's team and deactivate or
 * reactivate people; the dealership admin (and those above) also change roles.
 * Names and e-mails stay as the person was invited.
 */
export const updateStaff: Handler<'updateStaff'> = async (c) => {
  const user = c.var.user;
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  const change = c.req.valid('json');
  const actions = (Object.keys(STAFF_CHANGE_ACTIONS) as (keyof typeof STAFF_CHANGE_ACTIONS)[])
    .filter((field) => change[field] !== undefined)
    .map((field) => STAFF_CHANGE_ACTIONS[field]);
  if (!actions.every((action) => roleMay(user.role, action))) throw new AppError('FORBIDDEN');
  if (userId === user.id && change.isActive === false) {
    throw validationError([fieldIssue('isActive', 'own_account')]);
  }
  // A store out of reach named in the path is refused as such (403), like every store-scoped route.
  await resolveDealershipScope(c.var.db, user, dealershipId);
  for (const action of actions) await authorizePerson(c, action, userId, dealershipId);
  // Nobody grants a rank equal to or above their own.
  if (change.role && !mayActOn(user, 'staff.changeRole', { userId, role: change.role })) {
    throw new AppError('FORBIDDEN');
  }
  const before = await findStaffMember(c.var.db, dealershipId, userId);
  if (!before) throw new AppError('NOT_FOUND', 'Person not found');
  const role = change.role ?? before.role;
  if (change.teamManagerId) {
    const manager = await findStaffMember(c.var.db, dealershipId, change.teamManagerId);
    if (manager?.role !== 'sales_manager' || role !== 'salesperson') {
      throw validationError([fieldIssue('teamManagerId', 'not_a_sales_manager')]);
    }
  }
  await c.var.db.transaction(async (tx) => {
    // Teams are a sales manager's salespeople: a new role leaves them.
    const leavesTeam = role !== 'salesperson' && before.teamManagerId !== null;
    await updateStaffMember(tx, dealershipId, userId, {
      ...change,
      ...(leavesTeam ? { teamManagerId: null } : {}),
    });
    if (before.role === 'sales_manager' && role !== 'sales_manager') {
      await disbandTeam(tx, dealershipId, userId);
    }
    // Audit records keep the shape they had before the staff repository existed.
    const { userId: id, ...rest } = before;
    await recordAudit(tx, c, {
      operation: 'staff.update',
      entityType: 'profile',
      entityId: userId,
      dealershipId,
      before: { id, ...rest },
      after: change,
    });
  });
  const after = await findStaffMember(c.var.db, dealershipId, userId);
  return c.json(toStaff(after ?? before), 200);
};

/**
 * A store opened "as admin" from the panel: every opening is in the audit log,
 * written before the store's name is answered, so the boards never show unrecorded.
 * A store out of reach (a demo store to real staff, or no such store) is 403.
 */
export const viewAs: Handler<'viewAs'> = async (c) => {
  const id = await resolveOneDealership(c.var.db, c.var.user, c.req.valid('param').dealership_id);
  const store = await findStoreSettings(c.var.db, id);
  await recordAudit(c.var.db, c, {
    ...storeAuditEntry('store.viewAs', id),
    after: { name: store?.name ?? null },
  });
  return c.json({ id, name: store?.name ?? '' }, 200);
};
