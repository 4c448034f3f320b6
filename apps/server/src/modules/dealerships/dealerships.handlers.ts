import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { LENDERS } from '@das/shared/deals';
import { roleMay } from '@das/shared/policies';
import { deals, profiles } from '../../db/schema';
import { authorizePerson } from '../../auth/authorize';
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
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  const change = c.req.valid('json');
  if (!roleMay(user.role, 'staff.setActive') && !roleMay(user.role, 'staff.moveTeam')) {
    throw new AppError('FORBIDDEN');
  }
  if (userId === user.id && change.isActive === false) {
    throw validationError([
      { field: 'isActive', message: "Field 'isActive' cannot switch off your own account" },
    ]);
  }
  // A store out of reach named in the path is refused as such (403), like every store-scoped route.
  await resolveDealershipScope(c.var.db, user, dealershipId);
  if (change.isActive !== undefined) {
    await authorizePerson(c, 'staff.setActive', userId, dealershipId);
  }
  if (change.teamManagerId !== undefined) {
    await authorizePerson(c, 'staff.moveTeam', userId, dealershipId);
  }
  const where = and(eq(profiles.userId, userId), eq(profiles.dealershipId, dealershipId));
  const [before] = await c.var.db.select(staffColumns).from(profiles).where(where);
  if (!before) throw new AppError('NOT_FOUND', 'Person not found');
  if (change.teamManagerId) {
    const [manager] = await c.var.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(
        and(eq(profiles.userId, change.teamManagerId), eq(profiles.dealershipId, dealershipId)),
      );
    if (manager?.role !== 'sales_manager' || before.role !== 'salesperson') {
      throw validationError([
        {
          field: 'teamManagerId',
          message:
            "Field 'teamManagerId' must name a sales manager of this dealership, for a salesperson",
        },
      ]);
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
