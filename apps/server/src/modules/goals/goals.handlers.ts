import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { metricsFromSums, noCredit } from '@das/shared/deal-metrics';
import { monthRange } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf, staffOf } from '../dealerships/staff.repository';
import * as figures from '../deals/deal-figures.repository';
import { daysOffAt } from '../schedule/schedule.repository';
import * as goals from './goals.repository';
import { monthTargets } from './month-targets';
import type * as routes from './goals.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** People with a monthly unit goal: the floor and the F&I office. */
const GOAL_ROLES: Role[] = ['salesperson', 'finance_manager'];

async function month(
  c: Context<AppEnv>,
  dealershipId: number,
  yearMonth: string,
): Promise<GoalsResponse> {
  const [year, monthNumber] = yearMonth.split('-').map(Number) as [number, number];
  const range = monthRange(year, monthNumber);
  const people = await peopleOf(c.var.db, dealershipId, GOAL_ROLES);
  const { fromDefaults, targets } = await monthTargets(c.var.db, dealershipId, range.start);
  const target = (userId: string | null) => targets.find((goal) => goal.userId === userId);
  const scope = { ids: [dealershipId] };
  const [storeTotal, financeManagers, credit] = await Promise.all([
    figures.dealTotals(c.var.db, scope, { range }),
    figures.dealSums(c.var.db, scope, { range }, { by: 'fiManager' }),
    figures.creditedSums(c.var.db, scope, { range }),
  ]);
  const store = metricsFromSums(storeTotal.sums);
  const financeOf = new Map(financeManagers.map((row) => [row.key, row.sums]));
  const months = await goals.goalMonths(c.var.db, dealershipId);
  const today = await requestToday(c, dealershipId);
  const off = await daysOffAt(c.var.db, dealershipId, range, today);
  const storeGoal = target(null);
  return {
    dealershipId,
    month: yearMonth,
    today,
    months,
    fromDefaults,
    goals: [
      {
        userId: null,
        name: '',
        role: null,
        unitTarget: storeGoal ? Number(storeGoal.unitTarget) : null,
        grossTarget: storeGoal?.grossTarget ? Number(storeGoal.grossTarget) : null,
        actualUnits: store.units,
        actualGross: store.totalGross,
        // The store is open every day; people have days off.
        daysOff: 0,
        daysOffSoFar: 0,
      },
      ...people
        .sort((a, b) => a.role.localeCompare(b.role) || a.firstName.localeCompare(b.firstName))
        .map((person) => {
          const goal = target(person.userId);
          const finance = person.role === 'finance_manager';
          const sums = financeOf.get(person.userId);
          const mine = finance && sums ? metricsFromSums(sums) : undefined;
          const credited = credit.get(person.userId) ?? noCredit();
          return {
            userId: person.userId,
            name: `${person.firstName} ${person.lastName}`,
            role: person.role,
            unitTarget: goal ? Number(goal.unitTarget) : null,
            grossTarget: goal?.grossTarget ? Number(goal.grossTarget) : null,
            actualUnits: finance ? (mine?.units ?? 0) : credited.units,
            actualGross: finance ? (mine?.backGross ?? 0) : credited.totalGross,
            daysOff: off.get(person.userId)?.daysOff ?? 0,
            daysOffSoFar: off.get(person.userId)?.daysOffSoFar ?? 0,
          };
        }),
    ],
  };
}

export const get: Handler<'getGoals'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, query.dealership_id);
  const yearMonth = query.month ?? (await requestToday(c, dealershipId)).slice(0, 7);
  return c.json(await month(c, dealershipId, yearMonth), 200);
};

export const save: Handler<'saveGoals'> = async (c) => {
  const user = c.var.user;
  const input = c.req.valid('json');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, input.dealership_id);
  const monthStart = `${input.month}-01`;
  const ids = input.goals.map((goal) => goal.userId).filter((id): id is string => id !== null);
  const staff = await staffOf(c.var.db, dealershipId, ids);
  if (staff.size !== new Set(ids).size) {
    throw validationError([fieldIssue('goals', 'names_non_staff')]);
  }
  await c.var.db.transaction(async (tx) => {
    await goals.saveGoals(tx, dealershipId, monthStart, input.goals, user.id);
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
