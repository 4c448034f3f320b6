import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  lenderMixFromSums,
  metricsFromSums,
  sumDeals,
  type CreditedFigures,
  type MetricSums,
  noCredit,
} from '@das/shared/deal-metrics';
import type { VehicleType } from '@das/shared/deals';
import { goalPace } from '@das/shared/goal-pace';
import { daysInMonth, monthRange, resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import { moneyPer, roundMoney } from '@das/shared/money';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { AppEnv } from '../../lib/app-env';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { storesOfGroupOf } from '../dealerships/dealerships.repository';
import { peopleOf } from '../dealerships/staff.repository';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { monthTargets } from '../goals/month-targets';
import type * as routes from './reports.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

async function managedStore(c: Context<AppEnv>, requested?: number): Promise<number> {
  return resolveOneDealership(c.var.db, c.var.user, requested);
}

/** The report's figures from credited sums: PVRs from totals, never averaged. */
function reportFigures(sum: Omit<CreditedFigures, 'minis'>) {
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

function storeSum(total: { sums: MetricSums; mix: Record<VehicleType, number> }) {
  const metrics = metricsFromSums(total.sums);
  return {
    units: metrics.units,
    frontGross: metrics.frontGross,
    backGross: metrics.backGross,
    totalGross: metrics.totalGross,
    mix: total.mix,
  };
}

export const salesReport: Handler<'getSalesReport'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await managedStore(c, query.dealership_id);
  const period = resolvePeriod(query.period as PeriodSpec, await requestToday(c, dealershipId));
  const store = { ids: [dealershipId] };
  const [credit, storeTotal, settings] = await Promise.all([
    figures.creditedSums(c.var.db, store, { range: period }),
    figures.dealTotals(c.var.db, store, { range: period }),
    findStoreSettings(c.var.db, dealershipId),
  ]);
  const people = await peopleOf(c.var.db, dealershipId, ['salesperson'], {
    includeInactive: true,
  });
  const groupStores = await storesOfGroupOf(c.var.db, dealershipId);
  let group = null;
  if (groupStores.length > 0) {
    // The group's stores as one sum, divided per store: how an average store of the group did.
    const sum = storeSum(
      await figures.dealTotals(c.var.db, { ids: groupStores }, { range: period }),
    );
    const count = groupStores.length;
    group = {
      ...reportFigures({
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
          ...reportFigures(credit.get(person.userId) ?? noCredit()),
        }))
        .filter((row) => row.isActive || row.units > 0)
        .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross),
      store: reportFigures(storeSum(storeTotal)),
      group,
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
    },
    200,
  );
};

export const insights: Handler<'getInsights'> = async (c) => {
  const dealershipId = await managedStore(c, c.req.valid('query').dealership_id);
  const today = await requestToday(c, dealershipId);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const current = monthRange(year, month);
  const year12 = { start: monthRange(year, month - 11).start, end: current.end };
  const store = { ids: [dealershipId] };
  const [yearTotal, months, lenders, credit, settings] = await Promise.all([
    figures.dealTotals(c.var.db, store, { range: year12 }),
    figures.dealSums(c.var.db, store, { range: year12 }, { by: 'month' }),
    figures.lenderSums(c.var.db, store, { range: year12 }),
    figures.creditedSums(c.var.db, store, { range: current }),
    findStoreSettings(c.var.db, dealershipId),
  ]);
  const twelveMonths = metricsFromSums(yearTotal.sums);
  const byMonth = new Map<string, MetricSums>(months.map((row) => [row.key, row.sums]));
  const monthMetrics = (range: { start: string }) =>
    metricsFromSums(byMonth.get(range.start.slice(0, 7)) ?? sumDeals([]));
  const people = await peopleOf(c.var.db, dealershipId, ['salesperson']);
  const ranked = people
    .map((person) => {
      const figuresOf = credit.get(person.userId) ?? noCredit();
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        units: figuresOf.units,
        totalGross: figuresOf.totalGross,
      };
    })
    .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross);
  const storeGoal = (await monthTargets(c.var.db, dealershipId, current.start)).targets.find(
    (target) => target.userId === null,
  );
  const units = monthMetrics(current).units;
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
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
      trend: Array.from({ length: 12 }, (_, index) => {
        const range = monthRange(year, month - 11 + index);
        const metrics = monthMetrics(range);
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
      lenders: lenderMixFromSums(lenders).map(
        ({ lender, deals: count, share, averageReserve }) => ({
          lender,
          deals: count,
          share,
          averageReserve,
        }),
      ),
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
