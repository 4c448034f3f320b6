import { fieldIssue } from '@das/shared/validation';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { LENDERS } from '@das/shared/deals';
import { isPlatformRole } from '@das/shared/roles';
import { STORE_MANAGER_ROLES } from '@das/shared/route-access';
import { deals, profiles } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { listVisibleDealerships } from './dealerships.repository';
import type * as routes from './dealerships.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const dealershipList: Handler<'listDealerships'> = async (c) =>
  c.json({ dealerships: await listVisibleDealerships(c.var.db, c.var.user) }, 200);

const staffColumns = {
  id: profiles.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  isActive: profiles.isActive,
  teamManagerId: profiles.teamManagerId,
};

function toStaff(row: {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  teamManagerId: string | null;
}) {
  return {
    id: row.id,
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
  const rows = await c.var.db
    .select(staffColumns)
    .from(profiles)
    .where(eq(profiles.dealershipId, ids[0] ?? -1))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName));
  return c.json({ staff: rows.map(toStaff) }, 200);
};

export const lenders: Handler<'listLenders'> = async (c) => {
  const { ids } = await resolveDealershipScope(
    c.var.db,
    c.var.user,
    c.req.valid('param').dealership_id,
  );
  const used = await c.var.db
    .select({ lender: deals.lender })
    .from(deals)
    .where(and(eq(deals.dealershipId, ids[0] ?? -1), isNotNull(deals.lender)))
    .groupBy(deals.lender)
    .orderBy(desc(count()));
  const own = used.map((row) => row.lender).filter((lender): lender is string => lender !== null);
  return c.json({ lenders: [...new Set([...own, ...LENDERS])] }, 200);
};

/**
 * Managers place salespeople on a sales manager's team and deactivate or
 * reactivate people; names, e-mails and roles stay with the dealership admin.
 */
export const updateStaff: Handler<'updateStaff'> = async (c) => {
  const user = c.var.user;
  if (!isPlatformRole(user.role) && !STORE_MANAGER_ROLES.includes(user.role))
    throw new AppError('FORBIDDEN');
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  await resolveDealershipScope(c.var.db, user, dealershipId);
  const change = c.req.valid('json');
  const where = and(eq(profiles.userId, userId), eq(profiles.dealershipId, dealershipId));
  const [before] = await c.var.db.select(staffColumns).from(profiles).where(where);
  if (!before) throw new AppError('NOT_FOUND', 'Person not found');
  if (userId === user.id && change.isActive === false) {
    throw validationError([fieldIssue('isActive', 'own_account')]);
  }
  if (change.teamManagerId) {
    const [manager] = await c.var.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(
        and(eq(profiles.userId, change.teamManagerId), eq(profiles.dealershipId, dealershipId)),
      );
    if (manager?.role !== 'sales_manager' || before.role !== 'salesperson') {
      throw validationError([fieldIssue('teamManagerId', 'not_a_sales_manager')]);
    }
  }
  await c.var.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...change, updatedAt: new Date() })
      .where(where);
    await recordAudit(tx, c, {
      operation: 'staff.update',
      entityType: 'profile',
      entityId: userId,
      dealershipId,
      before,
      after: change,
    });
  });
  const [after] = await c.var.db.select(staffColumns).from(profiles).where(where);
  return c.json(toStaff(after ?? before), 200);
};
