import { fieldIssue } from '@das/shared/validation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { computeMetrics, creditedFigures, salespersonUnits } from '@das/shared/deal-metrics';
import { monthRange } from '@das/shared/periods';
import { isPlatformRole, type Role } from '@das/shared/roles';
import { STORE_MANAGER_ROLES } from '@das/shared/route-access';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import { goals, profiles } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import * as deals from '../deals/deals.repository';
import type * as routes from './goals.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** People with a monthly unit goal: the floor and the F&I office. */
const GOAL_ROLES: Role[] = ['salesperson', 'finance_manager'];

async function storeOf(c: Context<AppEnv>, requested?: number): Promise<number> {
  const { ids } = await resolveDealershipScope(c.var.db, c.var.user, requested);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) {
    throw validationError([fieldIssue('dealership_id', 'required')]);
  }
  return id;
}

async function month(
  c: Context<AppEnv>,
  dealershipId: number,
  yearMonth: string,
): Promise<GoalsResponse> {
  const [year, monthNumber] = yearMonth.split('-').map(Number) as [number, number];
  const range = monthRange(year, monthNumber);
  const people = await c.var.db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        inArray(profiles.role, GOAL_ROLES),
        eq(profiles.isActive, true),
      ),
    );
  const targets = await c.var.db
    .select()
    .from(goals)
    .where(and(eq(goals.dealershipId, dealershipId), eq(goals.month, range.start)));
  const target = (userId: string | null) => targets.find((goal) => goal.userId === userId);
  const rows = await deals.metricRows(c.var.db, { ids: [dealershipId] }, { range });
  const store = computeMetrics(rows);
  const history = await c.var.db
    .selectDistinct({ month: goals.month })
    .from(goals)
    .where(eq(goals.dealershipId, dealershipId))
    .orderBy(desc(goals.month));
  const storeGoal = target(null);
  return {
    dealershipId,
    month: yearMonth,
    months: history.map((row) => row.month.slice(0, 7)),
    goals: [
      {
        userId: null,
        name: '',
        role: null,
        unitTarget: storeGoal ? Number(storeGoal.unitTarget) : null,
        grossTarget: storeGoal?.grossTarget ? Number(storeGoal.grossTarget) : null,
        actualUnits: store.units,
        actualGross: store.totalGross,
      },
      ...people
        .sort((a, b) => a.role.localeCompare(b.role) || a.firstName.localeCompare(b.firstName))
        .map((person) => {
          const goal = target(person.userId);
          const finance = person.role === 'finance_manager';
          const mine = finance
            ? computeMetrics(rows.filter((row) => row.fiManagerId === person.userId))
            : undefined;
          return {
            userId: person.userId,
            name: `${person.firstName} ${person.lastName}`,
            role: person.role,
            unitTarget: goal ? Number(goal.unitTarget) : null,
            grossTarget: goal?.grossTarget ? Number(goal.grossTarget) : null,
            actualUnits: mine ? mine.units : salespersonUnits(rows, person.userId),
            actualGross: mine ? mine.backGross : creditedFigures(rows, person.userId).totalGross,
          };
        }),
    ],
  };
}

export const get: Handler<'getGoals'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await storeOf(c, query.dealership_id);
  const yearMonth =
    query.month ?? (await storeToday(c.var.db, c.var.clock, dealershipId)).slice(0, 7);
  return c.json(await month(c, dealershipId, yearMonth), 200);
};

export const save: Handler<'saveGoals'> = async (c) => {
  const user = c.var.user;
  if (!isPlatformRole(user.role) && !STORE_MANAGER_ROLES.includes(user.role))
    throw new AppError('FORBIDDEN');
  const input = c.req.valid('json');
  const dealershipId = await storeOf(c, input.dealership_id);
  const monthStart = `${input.month}-01`;
  const ids = input.goals.map((goal) => goal.userId).filter((id): id is string => id !== null);
  const staff = ids.length
    ? await c.var.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.dealershipId, dealershipId), inArray(profiles.userId, ids)))
    : [];
  if (staff.length !== new Set(ids).size) {
    throw validationError([fieldIssue('goals', 'names_non_staff')]);
  }
  await c.var.db.transaction(async (tx) => {
    for (const goal of input.goals) {
      const values = {
        unitTarget: String(goal.unitTarget),
        grossTarget:
          goal.grossTarget === undefined || goal.grossTarget === null
            ? null
            : goal.grossTarget.toFixed(2),
        setBy: user.id,
        updatedAt: new Date(),
      };
      await tx
        .insert(goals)
        .values({ dealershipId, userId: goal.userId, month: monthStart, ...values })
        .onConflictDoUpdate({
          target: [goals.dealershipId, goals.userId, goals.month],
          set: values,
        });
    }
    await recordAudit(tx, c, {
      operation: 'goals.save',
      entityType: 'goals',
      entityId: input.month,
      dealershipId,
      after: input.goals,
    });
  });
  return c.json(await month(c, dealershipId, input.month), 200);
};
