import { and, eq, inArray } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { toFieldIssues } from '@das/shared/validation';
import { isPlatformRole, type Role } from '@das/shared/roles';
import { STORE_MANAGER_ROLES } from '@das/shared/route-access';
import type { FinancePayPlan, PayPlanKind } from '@das/shared/schemas/pay';
import { dealerships, payPlans, profiles } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import * as deals from '../deals/deals.repository';
import { PLAN_SCHEMAS, payFor, payKindOf, planFor } from './pay.service';
import type * as routes from './pay.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const ROLES_OF_KIND: Record<PayPlanKind, Role[]> = {
  finance: ['finance_manager', 'single_finance_manager'],
  salesperson: ['salesperson'],
  manager: ['sales_manager', 'general_manager'],
};

/**
 * Who sets whose pay: a single finance manager their own; a finance director the
 * F&I team's; a sales manager the salespeople's; a GM, the store's admins and
 * platform staff everyone's. Nobody in a store sets their own.
 */
function maySetPay(
  editor: { id: string; role: Role },
  person: { userId: string; role: Role },
  kind: PayPlanKind,
) {
  if (editor.role === 'single_finance_manager') return person.userId === editor.id;
  if (person.userId === editor.id) return false;
  if (isPlatformRole(editor.role)) return true;
  if (editor.role === 'finance_director') return kind === 'finance';
  if (editor.role === 'sales_manager') return kind === 'salesperson';
  return ['general_manager', 'dealership_admin', 'single_dealer_admin'].includes(editor.role);
}

export const estimate: Handler<'getPayEstimate'> = async (c) => {
  const user = c.var.user;
  if (payKindOf(user.role) !== 'finance' || user.dealershipId === null)
    throw new AppError('FORBIDDEN');
  const today = await storeToday(c.var.db, c.var.clock, user.dealershipId);
  const month = c.req.valid('query').month ?? today.slice(0, 7);
  const pay = await payFor(
    c.var.db,
    { userId: user.id, role: user.role, dealershipId: user.dealershipId },
    month,
    today,
  );
  if (!pay) throw new AppError('FORBIDDEN');
  const { earned, atRisk, projected, effectiveFrom, plan } = pay;
  return c.json(
    {
      month,
      plan: {
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`,
        effectiveFrom,
        plan: plan as FinancePayPlan,
      },
      earned,
      atRisk,
      projected,
    },
    200,
  );
};

export const list: Handler<'listPayPlans'> = async (c) => {
  const user = c.var.user;
  const { dealership_id: requested, kind } = c.req.valid('query');
  if (
    !isPlatformRole(user.role) &&
    !STORE_MANAGER_ROLES.includes(user.role) &&
    user.role !== 'single_finance_manager'
  ) {
    throw new AppError('FORBIDDEN');
  }
  const { ids } = await resolveDealershipScope(c.var.db, user, requested);
  const dealershipId = ids[0] ?? -1;
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const people = await c.var.db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        inArray(profiles.role, ROLES_OF_KIND[kind]),
        eq(profiles.isActive, true),
      ),
    );
  const plans = await Promise.all(
    people.map(async (person) => {
      const current = await planFor(c.var.db, person, kind, `${today.slice(0, 8)}01`);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        effectiveFrom: current.effectiveFrom,
        plan: current.plan,
      };
    }),
  );
  return c.json({ plans }, 200);
};

export const save: Handler<'savePayPlan'> = async (c) => {
  const user = c.var.user;
  const { user_id: userId } = c.req.valid('param');
  const { effectiveFrom, kind, plan: raw } = c.req.valid('json');
  const parsed = PLAN_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) {
    throw validationError(toFieldIssues(parsed.error, 'plan'));
  }
  const [person] = await c.var.db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dealershipId: profiles.dealershipId,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const { ids } = await resolveDealershipScope(c.var.db, user);
  if (
    !person?.dealershipId ||
    !ids.includes(person.dealershipId) ||
    payKindOf(person.role) !== kind
  ) {
    throw new AppError('NOT_FOUND', 'Person not found');
  }
  if (!maySetPay(user, person, kind)) throw new AppError('FORBIDDEN');
  const dealershipId = person.dealershipId;
  const plan = parsed.data;
  await c.var.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(payPlans)
      .where(
        and(
          eq(payPlans.userId, userId),
          eq(payPlans.kind, kind),
          eq(payPlans.effectiveFrom, effectiveFrom),
        ),
      );
    if (existing) {
      await tx
        .update(payPlans)
        .set({ plan, createdBy: user.id })
        .where(eq(payPlans.id, existing.id));
    } else {
      await tx
        .insert(payPlans)
        .values({ userId, dealershipId, kind, effectiveFrom, plan, createdBy: user.id });
    }
    await recordAudit(tx, c, {
      operation: 'pay_plan.save',
      entityType: 'pay_plan',
      entityId: userId,
      dealershipId,
      before: existing?.plan ?? null,
      after: { kind, effectiveFrom, plan },
    });
  });
  const saved = await planFor(c.var.db, person, kind, effectiveFrom);
  return c.json(
    {
      userId,
      name: `${person.firstName} ${person.lastName}`,
      effectiveFrom: saved.effectiveFrom,
      plan: saved.plan,
    },
    200,
  );
};

export const statement: Handler<'getPayStatement'> = async (c) => {
  const user = c.var.user;
  const query = c.req.valid('query');
  const userId = query.user_id ?? user.id;
  // Staff read their own statement; the store's managers read their people's.
  if (
    userId !== user.id &&
    !isPlatformRole(user.role) &&
    !STORE_MANAGER_ROLES.includes(user.role)
  ) {
    throw new AppError('FORBIDDEN');
  }
  const [person] = await c.var.db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dealershipId: profiles.dealershipId,
      dealershipName: dealerships.name,
    })
    .from(profiles)
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .where(eq(profiles.userId, userId));
  const { ids } = await resolveDealershipScope(c.var.db, user);
  if (!person?.dealershipId || !ids.includes(person.dealershipId))
    throw new AppError('NOT_FOUND', 'Person not found');
  const today = await storeToday(c.var.db, c.var.clock, person.dealershipId);
  const month = query.month ?? today.slice(0, 7);
  const pay = await payFor(
    c.var.db,
    { ...person, dealershipId: person.dealershipId },
    month,
    today,
  );
  if (!pay) throw new AppError('NOT_FOUND', 'This role has no pay plan in DAS Board');
  const list = await deals.listDeals(c.var.db, { ids: [person.dealershipId] }, pay.filters, {
    sort: 'deal_date',
    order: 'asc',
    page: 1,
    pageSize: 500,
  });
  return c.json(
    {
      person: {
        userId,
        name: `${person.firstName} ${person.lastName}`,
        role: person.role,
        dealershipName: person.dealershipName,
      },
      month,
      kind: pay.kind,
      effectiveFrom: pay.effectiveFrom,
      plan: pay.plan as Record<string, unknown>,
      earned: pay.earned,
      atRisk: pay.atRisk,
      projected: pay.projected,
      deals: list.deals,
    },
    200,
  );
};
