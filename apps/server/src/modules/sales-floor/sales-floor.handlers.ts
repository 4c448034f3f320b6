import { fieldIssue } from '@das/shared/validation';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { computeMetrics, creditedFigures, vehicleMix } from '@das/shared/deal-metrics';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
import {
  addDays,
  daysBetween,
  daysInMonth,
  mondayOf,
  monthRange,
  resolvePeriod,
  type PeriodSpec,
} from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { Shift } from '@das/shared/schemas/schedule';
import { goals, profiles, sales } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import * as deals from '../deals/deals.repository';
import { payFor } from '../pay/pay.service';
import { listSales } from '../sales/sales.repository';
import { daysOffIn, shiftsOfPerson } from '../schedule/schedule.repository';
import type * as routes from './sales-floor.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const within = (day: string, range: { start: string; end: string }) =>
  day >= range.start && day < range.end;
const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100) / 100;

async function storeOf(c: Context<AppEnv>, requested?: number): Promise<number> {
  const { ids } = await resolveDealershipScope(c.var.db, c.var.user, requested);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) {
    throw validationError([fieldIssue('dealership_id', 'required')]);
  }
  return id;
}

/** The period, the month under way, and every deal row of the store covering both and the period before. */
async function context(c: Context<AppEnv>, dealershipId: number, spec: string) {
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const period = resolvePeriod(spec as PeriodSpec, today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const currentMonth = monthRange(year, month);
  const start = [period.start, period.previous.start, currentMonth.start].sort()[0] ?? period.start;
  const end = [period.end, period.previous.end, currentMonth.end].sort().at(-1) ?? period.end;
  const rows = await deals.metricRows(c.var.db, { ids: [dealershipId] }, { range: { start, end } });
  return { today, period, currentMonth, rows };
}

/** A person's goal for a month. */
async function monthGoal(
  c: Context<AppEnv>,
  dealershipId: number,
  userId: string,
  monthStart: string,
) {
  const [goal] = await c.var.db
    .select({ unitTarget: goals.unitTarget, grossTarget: goals.grossTarget })
    .from(goals)
    .where(
      and(
        eq(goals.dealershipId, dealershipId),
        eq(goals.userId, userId),
        eq(goals.month, monthStart),
      ),
    );
  return goal;
}

/** The store's own goal for a month: the row that names nobody. */
async function storeGoalOf(c: Context<AppEnv>, dealershipId: number, monthStart: string) {
  const [goal] = await c.var.db
    .select({ unitTarget: goals.unitTarget, grossTarget: goals.grossTarget })
    .from(goals)
    .where(
      and(eq(goals.dealershipId, dealershipId), isNull(goals.userId), eq(goals.month, monthStart)),
    );
  return goal;
}

async function salespeopleOf(c: Context<AppEnv>, dealershipId: number) {
  return c.var.db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      isActive: profiles.isActive,
      teamManagerId: profiles.teamManagerId,
    })
    .from(profiles)
    .where(and(eq(profiles.dealershipId, dealershipId), eq(profiles.role, 'salesperson')));
}

async function lastSales(c: Context<AppEnv>, dealershipId: number): Promise<Map<string, string>> {
  const rows = await c.var.db
    .select({ userId: sales.salespersonId, last: max(sales.saleDate) })
    .from(sales)
    .where(
      and(eq(sales.dealershipId, dealershipId), inArray(sales.status, ['pending', 'completed'])),
    )
    .groupBy(sales.salespersonId);
  return new Map(
    rows
      .filter((row) => row.userId && row.last)
      .map((row) => [row.userId as string, row.last as string]),
  );
}

export const salesperson: Handler<'getSalespersonDashboard'> = async (c) => {
  const user = c.var.user;
  if (user.role !== 'salesperson' && user.role !== 'viewer') throw new AppError('FORBIDDEN');
  const dealershipId = await storeOf(c);
  const { today, period, currentMonth, rows } = await context(
    c,
    dealershipId,
    c.req.valid('query').period,
  );
  // A viewer reads the floor without figures of their own: the store's stand in for them.
  const viewer = user.role === 'viewer';
  const inPeriod = rows.filter((row) => within(row.dealDate, period));
  const mine = (range: { start: string; end: string }) => {
    const scoped = rows.filter((row) => within(row.dealDate, range));
    if (!viewer) return creditedFigures(scoped, user.id);
    const metrics = computeMetrics(scoped);
    return {
      units: metrics.units,
      frontGross: metrics.frontGross,
      backGross: metrics.backGross,
      totalGross: metrics.totalGross,
      minis: metrics.minis,
      mix: vehicleMix(scoped),
    };
  };
  const figures = mine(period);
  const monthFigures = mine(currentMonth);

  const goal = viewer
    ? await storeGoalOf(c, dealershipId, currentMonth.start)
    : await monthGoal(c, dealershipId, user.id, currentMonth.start);
  const target = goal ? Number(goal.unitTarget) : DEFAULT_MONTHLY_TARGET;
  const off = viewer
    ? { daysOff: 0, daysOffSoFar: 0 }
    : await daysOffIn(c.var.db, user.id, currentMonth, today);
  const pace = goalPace({
    target,
    actual: monthFigures.units,
    currentDay: Number(today.slice(8, 10)),
    daysInMonth: daysInMonth(today),
    ...off,
  });

  const pay = viewer
    ? undefined
    : await payFor(
        c.var.db,
        { userId: user.id, role: user.role, dealershipId },
        today.slice(0, 7),
        today,
      );
  const monday = mondayOf(today);
  const shifts = viewer ? [] : await shiftsOfPerson(c.var.db, user.id, monday, addDays(monday, 6));
  const week = Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(monday, offset);
    return { day, shift: (shifts.find((row) => row.day === day)?.shift ?? null) as Shift | null };
  });

  const people = (await salespeopleOf(c, dealershipId)).filter((person) => person.isActive);
  const last = await lastSales(c, dealershipId);
  const leaderboard = people
    .map((person) => {
      const credit = creditedFigures(inPeriod, person.userId);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        units: credit.units,
        frontGross: credit.frontGross,
        totalGross: credit.totalGross,
        pvr: ratio(credit.totalGross, credit.units),
        lastSale: last.get(person.userId) ?? null,
      };
    })
    .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross);

  const own = viewer ? {} : { salespersonId: user.id };
  const recentSales = await listSales(c.var.db, { ids: [dealershipId] }, own, 10);
  const recentDeals = await deals.listDeals(c.var.db, { ids: [dealershipId] }, own, {
    sort: 'deal_date',
    order: 'desc',
    page: 1,
    pageSize: 10,
  });
  return c.json(
    {
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      units: figures.units,
      previousUnits: mine(period.previous).units,
      mix: figures.mix,
      frontGross: figures.frontGross,
      totalGross: figures.totalGross,
      minis: figures.minis,
      goal: { ...pace, target, daysOff: off.daysOff },
      pay: pay
        ? { month: pay.month, earned: pay.earned, atRisk: pay.atRisk, projected: pay.projected }
        : null,
      week,
      leaderboard,
      recentSales: recentSales.sales,
      recentDeals: recentDeals.deals,
    },
    200,
  );
};

/** Month-end projection at the current pace; a finished period stands as it is. */
function projection(units: number, today: string, range: { start: string; end: string }): number {
  if (today >= range.end || today < range.start) return units;
  const elapsed = daysBetween(range.start, today) + 1;
  return Math.round((units / elapsed) * daysBetween(range.start, range.end) * 10) / 10;
}

const MANAGERS: readonly Role[] = [
  'sales_manager',
  'general_manager',
  'dealership_admin',
  'single_dealer_admin',
  'admin',
  'master_admin',
];

export const salesManager: Handler<'getSalesManagerDashboard'> = async (c) => {
  if (!MANAGERS.includes(c.var.user.role) && c.var.user.role !== 'finance_director')
    throw new AppError('FORBIDDEN');
  const query = c.req.valid('query');
  const dealershipId = await storeOf(c, query.dealership_id);
  const { today, period, rows } = await context(c, dealershipId, query.period);
  const inPeriod = rows.filter((row) => within(row.dealDate, period));
  const store = computeMetrics(inPeriod);
  const monthStart = `${period.start.slice(0, 7)}-01`;
  const storeGoal = await storeGoalOf(c, dealershipId, monthStart);
  const personalGoals = await c.var.db
    .select({ userId: goals.userId, unitTarget: goals.unitTarget })
    .from(goals)
    .where(and(eq(goals.dealershipId, dealershipId), eq(goals.month, monthStart)));
  const goalOf = new Map(personalGoals.map((goal) => [goal.userId, Number(goal.unitTarget)]));
  const last = await lastSales(c, dealershipId);
  const team = (await salespeopleOf(c, dealershipId))
    .map((person) => {
      const credit = creditedFigures(inPeriod, person.userId);
      const goalUnits = goalOf.get(person.userId) ?? null;
      const lastSale = last.get(person.userId);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        role: person.role,
        isActive: person.isActive,
        teamManagerId: person.teamManagerId,
        units: credit.units,
        frontGross: credit.frontGross,
        backGross: credit.backGross,
        pvr: ratio(credit.totalGross, credit.units),
        goalUnits,
        goalShare: goalUnits ? Math.round((credit.units / goalUnits) * 1000) / 1000 : null,
        daysSinceLastSale: lastSale ? daysBetween(lastSale, today) : null,
      };
    })
    // People who left stay visible while they have figures in the period.
    .filter((row) => row.isActive || row.units > 0)
    .sort((a, b) => b.units - a.units || b.frontGross - a.frontGross);
  const waiting = await listSales(c.var.db, { ids: [dealershipId] }, { waitingForFi: true }, 20);
  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      units: store.units,
      previousUnits: computeMetrics(rows.filter((row) => within(row.dealDate, period.previous)))
        .units,
      frontGross: store.frontGross,
      backGross: store.backGross,
      totalGross: store.totalGross,
      mix: vehicleMix(inPeriod),
      storeGoal: {
        units: storeGoal ? Number(storeGoal.unitTarget) : null,
        gross: storeGoal?.grossTarget ? Number(storeGoal.grossTarget) : null,
        projection: projection(store.units, today, period),
      },
      team,
      waitingForFi: waiting.sales,
    },
    200,
  );
};

export const generalManager: Handler<'getGeneralManagerDashboard'> = async (c) => {
  if (!MANAGERS.includes(c.var.user.role) || c.var.user.role === 'sales_manager')
    throw new AppError('FORBIDDEN');
  const query = c.req.valid('query');
  const dealershipId = await storeOf(c, query.dealership_id);
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const period = resolvePeriod(query.period as PeriodSpec, today);
  const [lastYear, lastMonth] = addDays(period.end, -1).split('-').map(Number) as [number, number];
  const trendStart = monthRange(lastYear, lastMonth - 11).start;
  const rows = await deals.metricRows(
    c.var.db,
    { ids: [dealershipId] },
    {
      range: { start: [trendStart, period.start].sort()[0] ?? trendStart, end: period.end },
    },
  );
  const inPeriod = rows.filter((row) => within(row.dealDate, period));
  const store = computeMetrics(inPeriod);
  const monthStart = `${period.start.slice(0, 7)}-01`;
  const monthGoals = await c.var.db
    .select({ userId: goals.userId, unitTarget: goals.unitTarget, role: profiles.role })
    .from(goals)
    .leftJoin(profiles, eq(profiles.userId, goals.userId))
    .where(and(eq(goals.dealershipId, dealershipId), eq(goals.month, monthStart)));
  const storeUnits = monthGoals.find((goal) => goal.userId === null);
  const financeGoal = monthGoals
    .filter((goal) => goal.role === 'finance_manager')
    .reduce((sum, goal) => sum + Number(goal.unitTarget), 0);
  const share = (units: number, goal: number | null) =>
    goal ? Math.round((units / goal) * 1000) / 1000 : null;
  const names = await deals.namesOf(c.var.db, [
    ...new Set(
      inPeriod
        .flatMap((row) => [row.salesManagerId, row.fiManagerId])
        .filter((id): id is string => id !== null),
    ),
  ]);
  const board = (key: 'salesManagerId' | 'fiManagerId') => {
    const ids = [
      ...new Set(inPeriod.map((row) => row[key]).filter((id): id is string => id !== null)),
    ];
    return ids.map((id) => ({
      id,
      metrics: computeMetrics(inPeriod.filter((row) => row[key] === id)),
    }));
  };
  const storeUnitGoal = storeUnits ? Number(storeUnits.unitTarget) : null;
  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      sales: {
        units: store.units,
        gross: store.frontGross,
        goalUnits: storeUnitGoal,
        goalShare: share(store.units, storeUnitGoal),
        frontGross: store.frontGross,
        frontPvr: store.frontPvr,
        mix: vehicleMix(inPeriod),
      },
      finance: {
        units: store.units,
        gross: store.backGross,
        goalUnits: financeGoal || null,
        goalShare: share(store.units, financeGoal || null),
        backGross: store.backGross,
        backPvr: store.backPvr,
        ppd: store.ppd,
      },
      totalPvr: store.totalPvr,
      salesManagers: board('salesManagerId')
        .map(({ id, metrics }) => ({
          userId: id,
          name: names.get(id) ?? '',
          units: metrics.units,
          totalGross: metrics.totalGross,
          pvr: metrics.totalPvr,
        }))
        .sort((a, b) => b.totalGross - a.totalGross),
      financeLeaderboard: board('fiManagerId')
        .map(({ id, metrics }) => ({
          userId: id,
          name: names.get(id) ?? '',
          units: metrics.units,
          backGross: metrics.backGross,
          backPvr: metrics.backPvr,
          ppd: metrics.ppd,
        }))
        .sort((a, b) => b.backGross - a.backGross),
      trend: Array.from({ length: 12 }, (_, index) => {
        const range = monthRange(lastYear, lastMonth - 11 + index);
        const metrics = computeMetrics(rows.filter((row) => within(row.dealDate, range)));
        return {
          month: range.start.slice(0, 7),
          units: metrics.units,
          frontPvr: metrics.frontPvr,
          backPvr: metrics.backPvr,
          totalPvr: metrics.totalPvr,
          totalGross: metrics.totalGross,
        };
      }),
    },
    200,
  );
};
