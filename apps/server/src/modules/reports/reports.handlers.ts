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
import { moneyPer, roundMoney } from '@das/shared/money';
import type { AppEnv } from '../../lib/app-env';
import { storeToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { storesOfGroupOf } from '../dealerships/dealerships.repository';
import { peopleOf } from '../dealerships/staff.repository';
import * as deals from '../deals/deals.repository';
import { monthGoal } from '../goals/goals.repository';
import type * as routes from './reports.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const within = (day: string, range: { start: string; end: string }) =>
  day >= range.start && day < range.end;

async function managedStore(c: Context<AppEnv>, requested?: number): Promise<number> {
  return resolveOneDealership(c.var.db, c.var.user, requested);
}

/** The report's figures from credited sums: PVRs from totals, never averaged. */
function figures(sum: Omit<CreditedFigures, 'minis'>) {
  return {
    units: sum.units,
    newUnits: sum.mix.New,
    usedUnits: sum.mix.Used,
    cpoUnits: sum.mix.CPO,
    frontGross: roundMoney(sum.frontGross),
    backGross: roundMoney(sum.backGross),
    totalGross: roundMoney(sum.totalGross),
    frontPvr: moneyPer(sum.frontGross, sum.units),
    backPvr: moneyPer(sum.backGross, sum.units),
    totalPvr: moneyPer(sum.totalGross, sum.units),
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
  const people = await peopleOf(c.var.db, dealershipId, ['salesperson'], {
    includeInactive: true,
  });
  const groupStores = await storesOfGroupOf(c.var.db, dealershipId);
  let group = null;
  if (groupStores.length > 0) {
    // The group's stores as one sum, divided per store: how an average store of the group did.
    const groupRows = await deals.metricRows(c.var.db, { ids: groupStores }, { range: period });
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
  const people = await peopleOf(c.var.db, dealershipId, ['salesperson']);
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
  const storeGoal = await monthGoal(c.var.db, dealershipId, null, current.start);
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
