import { fieldIssue } from '@das/shared/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  computeMetrics,
  creditedFigures,
  lenderMix,
  vehicleMix,
  type CreditedFigures,
} from '@das/shared/deal-metrics';
import { goalPace } from '@das/shared/goal-pace';
import { daysInMonth, monthRange, resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import { isPlatformRole } from '@das/shared/roles';
import { STORE_MANAGER_ROLES } from '@das/shared/route-access';
import { dealerships, goals, profiles } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import * as deals from '../deals/deals.repository';
import type * as routes from './reports.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const within = (day: string, range: { start: string; end: string }) =>
  day >= range.start && day < range.end;
const cents = (value: number) => Math.round(value * 100) / 100;
const per = (part: number, whole: number) => (whole === 0 ? 0 : cents(part / whole));

async function managedStore(c: Context<AppEnv>, requested?: number): Promise<number> {
  const role = c.var.user.role;
  if (!isPlatformRole(role) && !STORE_MANAGER_ROLES.includes(role)) throw new AppError('FORBIDDEN');
  const { ids } = await resolveDealershipScope(c.var.db, c.var.user, requested);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) {
    throw validationError([fieldIssue('dealership_id', 'required')]);
  }
  return id;
}

/** The report's figures from credited sums: PVRs from totals, never averaged. */
function figures(sum: Omit<CreditedFigures, 'minis'>) {
  return {
    units: sum.units,
    newUnits: sum.mix.New,
    usedUnits: sum.mix.Used,
    cpoUnits: sum.mix.CPO,
    frontGross: cents(sum.frontGross),
    backGross: cents(sum.backGross),
    totalGross: cents(sum.totalGross),
    frontPvr: per(sum.frontGross, sum.units),
    backPvr: per(sum.backGross, sum.units),
    totalPvr: per(sum.totalGross, sum.units),
  };
}

function storeSum(rows: deals.MetricRow[]) {
  const metrics = computeMetrics(rows);
  return {
    units: metrics.units,
    frontGross: metrics.frontGross,
    backGross: metrics.backGross,
    totalGross: metrics.totalGross,
    mix: vehicleMix(rows),
  };
}

export const salesReport: Handler<'getSalesReport'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await managedStore(c, query.dealership_id);
  const period = resolvePeriod(
    query.period as PeriodSpec,
    await storeToday(c.var.db, c.var.clock, dealershipId),
  );
  const rows = await deals.metricRows(c.var.db, { ids: [dealershipId] }, { range: period });
  const people = await c.var.db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      isActive: profiles.isActive,
    })
    .from(profiles)
    .where(and(eq(profiles.dealershipId, dealershipId), eq(profiles.role, 'salesperson')));
  const [store] = await c.var.db
    .select({ groupId: dealerships.dealerGroupId })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  let group = null;
  if (store?.groupId) {
    // The group's stores as one sum, divided per store: how an average store of the group did.
    const groupStores = await c.var.db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.dealerGroupId, store.groupId));
    const groupRows = await deals.metricRows(
      c.var.db,
      { ids: groupStores.map((row) => row.id) },
      { range: period },
    );
    const sum = storeSum(groupRows);
    const count = groupStores.length;
    group = {
      ...figures({
        units: sum.units / count,
        frontGross: sum.frontGross / count,
        backGross: sum.backGross / count,
        totalGross: sum.totalGross / count,
        mix: { New: sum.mix.New / count, Used: sum.mix.Used / count, CPO: sum.mix.CPO / count },
      }),
      stores: count,
    };
  }
  return c.json(
    {
      dealershipId,
      period: { key: period.key, start: period.start, end: period.end },
      people: people
        .map((person) => ({
          userId: person.userId,
          name: `${person.firstName} ${person.lastName}`,
          isActive: person.isActive,
          ...figures(creditedFigures(rows, person.userId)),
        }))
        .filter((row) => row.isActive || row.units > 0)
        .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross),
      store: figures(storeSum(rows)),
      group,
    },
    200,
  );
};

export const insights: Handler<'getInsights'> = async (c) => {
  const dealershipId = await managedStore(c, c.req.valid('query').dealership_id);
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const current = monthRange(year, month);
  const year12 = { start: monthRange(year, month - 11).start, end: current.end };
  const rows = await deals.metricRows(c.var.db, { ids: [dealershipId] }, { range: year12 });
  const twelveMonths = computeMetrics(rows);
  const thisMonth = rows.filter((row) => within(row.dealDate, current));
  const people = await c.var.db
    .select({ userId: profiles.userId, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        eq(profiles.role, 'salesperson'),
        eq(profiles.isActive, true),
      ),
    );
  const ranked = people
    .map((person) => {
      const credit = creditedFigures(thisMonth, person.userId);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        units: credit.units,
        totalGross: credit.totalGross,
      };
    })
    .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross);
  const [storeGoal] = await c.var.db
    .select({ unitTarget: goals.unitTarget })
    .from(goals)
    .where(
      and(
        eq(goals.dealershipId, dealershipId),
        isNull(goals.userId),
        eq(goals.month, current.start),
      ),
    );
  const units = computeMetrics(thisMonth).units;
  const target = storeGoal ? Number(storeGoal.unitTarget) : null;
  const pace = goalPace({
    target: target ?? 0,
    actual: units,
    currentDay: Number(today.slice(8, 10)),
    daysInMonth: daysInMonth(today),
  });
  return c.json(
    {
      dealershipId,
      today,
      trend: Array.from({ length: 12 }, (_, index) => {
        const range = monthRange(year, month - 11 + index);
        const metrics = computeMetrics(rows.filter((row) => within(row.dealDate, range)));
        return {
          month: range.start.slice(0, 7),
          units: metrics.units,
          totalGross: metrics.totalGross,
          frontPvr: metrics.frontPvr,
          backPvr: metrics.backPvr,
          totalPvr: metrics.totalPvr,
          ppd: metrics.ppd,
        };
      }),
      products: twelveMonths.products.map(
        ({ product, sold, eligible, penetration, averageProfit }) => ({
          product,
          sold,
          eligible,
          penetration,
          averageProfit,
        }),
      ),
      lenders: lenderMix(rows).map(({ lender, deals: count, share, averageReserve }) => ({
        lender,
        deals: count,
        share,
        averageReserve,
      })),
      best: ranked.slice(0, 3),
      worst: ranked.length > 3 ? ranked.slice(-3).reverse() : [],
      pace: {
        units,
        target,
        projection: pace.projection,
        status: target === null ? ('neutral' as const) : pace.status,
      },
    },
    200,
  );
};
