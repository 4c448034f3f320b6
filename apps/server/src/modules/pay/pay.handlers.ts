import type { RouteHandler } from '@hono/zod-openapi';
import { toFieldIssues } from '@das/shared/validation';
import { payKindOf } from '@das/shared/pay-plans';
import { roleMay } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import {
  PAY_PLAN_SCHEMAS,
  payPlanMonthIssues,
  type FinancePayPlan,
  type PayPlanKind,
} from '@das/shared/schemas/pay';
import { authorizePerson } from '../../auth/authorize';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requestToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { findPerson, peopleOf } from '../dealerships/staff.repository';
import * as deals from '../deals/deals.repository';
import { savePlanVersion } from './pay.repository';
import { payFor, planFor } from './pay.service';
import type * as routes from './pay.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const ROLES_OF_KIND: Record<PayPlanKind, Role[]> = {
  finance: ['finance_manager', 'single_finance_manager'],
  salesperson: ['salesperson'],
  manager: ['sales_manager', 'general_manager'],
};

export const estimate: Handler<'getPayEstimate'> = async (c) => {
  const user = c.var.user;
  if (payKindOf(user.role) !== 'finance' || user.dealershipId === null)
    throw new AppError('FORBIDDEN');
  const today = await requestToday(c, user.dealershipId);
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
  const { ids } = await resolveDealershipScope(c.var.db, user, requested);
  const dealershipId = ids[0] ?? -1;
  const today = await requestToday(c, dealershipId);
  const people = await peopleOf(c.var.db, dealershipId, ROLES_OF_KIND[kind]);
  const plans = await Promise.all(
    people.map(async (person) => {
      const current = await planFor(c.var.db, person, kind, `${today.slice(0, 8)}01`);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        role: person.role,
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
  const parsed = PAY_PLAN_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) {
    throw validationError(toFieldIssues(parsed.error, 'plan'));
  }
  const person = await authorizePerson(c, 'payPlan.set', userId);
  if (payKindOf(person.role) !== kind) throw new AppError('NOT_FOUND', 'Person not found');
  const dealershipId = person.dealershipId;
  const monthIssues = payPlanMonthIssues(effectiveFrom, await requestToday(c, dealershipId));
  if (monthIssues.length > 0) throw validationError(monthIssues);
  const plan = parsed.data;
  await c.var.db.transaction(async (tx) => {
    const before = await savePlanVersion(tx, {
      userId,
      dealershipId,
      kind,
      effectiveFrom,
      plan,
      createdBy: user.id,
    });
    await recordAudit(tx, c, {
      operation: 'pay_plan.save',
      entityType: 'pay_plan',
      entityId: userId,
      dealershipId,
      before,
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
  // Staff read their own statement; others' only as the policy allows (never a higher rank's).
  if (userId !== user.id) {
    if (!roleMay(user.role, 'payStatements.read')) throw new AppError('FORBIDDEN');
    await authorizePerson(c, 'payStatements.read', userId);
  }
  const person = await findPerson(c.var.db, userId);
  if (!person?.dealershipId) throw new AppError('NOT_FOUND', 'Person not found');
  const today = await requestToday(c, person.dealershipId);
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
