import type { RouteHandler } from '@hono/zod-openapi';
import {
  lenderMixFromSums,
  metricsFromSums,
  sumDeals,
  type DealMetrics,
  type MetricSums,
} from '@das/shared/deal-metrics';
import { PRODUCTS } from '@das/shared/deals';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
import { roundMoney } from '@das/shared/money';
import {
  addDays,
  daysBetween,
  daysInMonth,
  monthRange,
  monthsBetween,
  resolvePeriod,
  type PeriodSpec,
} from '@das/shared/periods';
import { FINANCE_ROLES } from '@das/shared/roles';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { chargebackSums } from '../chargebacks/chargebacks.repository';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import * as deals from '../deals/deals.repository';
import { monthTargets } from '../goals/month-targets';
import { daysOffIn } from '../schedule/schedule.repository';
import type * as routes from './finance.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

function productOf(metrics: DealMetrics, product: 'vsc' | 'gap') {
  const stat = metrics.products.find((row) => row.product === product);
  return { penetration: stat?.penetration ?? 0, eligible: stat?.eligible ?? 0 };
}

export const dashboard: Handler<'getFinanceDashboard'> = async (c) => {
  const user = c.var.user;
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, user, query.dealership_id);
  const store = { ids: [dealershipId] };
  const today = await requestToday(c, dealershipId);
  const period = resolvePeriod(query.period as PeriodSpec, today);
  // The trend shows the twelve months that end with the period's last month.
  const [lastYear, lastMonth] = addDays(period.end, -1).split('-').map(Number) as [number, number];
  const trendRange = { start: monthRange(lastYear, lastMonth - 11).start, end: period.end };
  const fiManagerId = query.scope === 'mine' ? user.id : query.fi_manager_id;
  const mine = fiManagerId ? { fiManagerId } : {};
  // Like with like: the period before had longer to fund its deals, so a deal of it counts as
  // funded only if it was funded as many days into that period as today is into this one.
  const fundedBefore = addDays(period.previous.start, daysBetween(period.start, today) + 1);
  const db = c.var.db;
  // Independent sums: on a pool they run side by side.
  const [current, previous, managers, weeks, months, lenders, recent, settings, charged] =
    await Promise.all([
      figures.dealTotals(db, store, { range: period, ...mine }),
      figures.dealTotals(db, store, { range: period.previous, ...mine }, { fundedBefore }),
      figures.dealSums(db, store, { range: period }, { by: 'fiManager' }),
      figures.dealSums(db, store, { range: period, ...mine }, { by: 'week' }),
      figures.dealSums(db, store, { range: trendRange, ...mine }, { by: 'month' }),
      figures.lenderSums(db, store, { range: period, ...mine }),
      deals.listDeals(
        db,
        store,
        { range: period, ...mine },
        { sort: 'deal_date', order: 'desc', page: 1, pageSize: 10 },
      ),
      findStoreSettings(db, dealershipId),
      chargebackSums(db, dealershipId, period, fiManagerId),
    ]);

  const leaderboard = managers
    .map(({ key, name, sums }) => {
      const metrics = metricsFromSums(sums);
      return {
        fiManagerId: key,
        name: name ?? '',
        units: metrics.units,
        backGross: metrics.backGross,
        totalGross: metrics.totalGross,
        backPvr: metrics.backPvr,
        ppd: metrics.ppd,
        vscPenetration: productOf(metrics, 'vsc').penetration,
        gapPenetration: productOf(metrics, 'gap').penetration,
        vscEligible: productOf(metrics, 'vsc').eligible,
        gapEligible: productOf(metrics, 'gap').eligible,
      };
    })
    .sort((a, b) => b.backGross - a.backGross);

  const weekly = weeks.map(({ key, sums }) => {
    const metrics = metricsFromSums(sums);
    return {
      weekStart: key,
      units: metrics.units,
      frontGross: metrics.frontGross,
      backGross: metrics.backGross,
      totalGross: metrics.totalGross,
    };
  });

  const byMonth = new Map<string, MetricSums>(months.map((row) => [row.key, row.sums]));
  const trend = monthsBetween(trendRange).map((month) => {
    const metrics = metricsFromSums(byMonth.get(month) ?? sumDeals([]));
    return {
      month,
      units: metrics.units,
      frontPvr: metrics.frontPvr,
      backPvr: metrics.backPvr,
      totalPvr: metrics.totalPvr,
      ppd: metrics.ppd,
    };
  });

  // Chargebacks recorded in the period beside the deals of the period (ADR 031): a rate is
  // chargebacks ÷ products sold, both of this period, none when nothing was sold.
  const rate = (count: number, sold: number) => (sold === 0 ? null : count / sold);
  const soldBy = new Map(managers.map(({ key, sums }) => [key, sums.productsSold]));
  const chargebacks = {
    count: charged.count,
    amount: charged.amount,
    netBackGross: roundMoney(current.sums.backGross - charged.amount),
    byProduct: PRODUCTS.map((product) => {
      const { count, amount } = charged.byProduct.get(product) ?? { count: 0, amount: 0 };
      const sold = current.sums.products[product].sold;
      return { product, count, amount, sold, rate: rate(count, sold) };
    }),
    byManager: charged.byManager
      .map((row) => {
        const productsSold = (row.fiManagerId && soldBy.get(row.fiManagerId)) || 0;
        return { ...row, productsSold, rate: rate(row.count, productsSold) };
      })
      .sort((a, b) => b.amount - a.amount),
  };

  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      metrics: metricsFromSums(current.sums),
      previous: metricsFromSums(previous.sums),
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
      lenderMix: lenderMixFromSums(lenders),
      leaderboard,
      weekly,
      trend,
      recentDeals: recent.deals,
      chargebacks,
    },
    200,
  );
};

export const goalTracking: Handler<'getGoalTracking'> = async (c) => {
  const user = c.var.user;
  const { user_id: userId } = c.req.valid('param');
  // SPEC.md §5: goal tracking only for the caller's own id.
  if (userId !== user.id) throw new AppError('FORBIDDEN');
  if (user.dealershipId === null) throw new AppError('FORBIDDEN', 'No accessible dealership found');
  const today = await requestToday(c, user.dealershipId);
  const month = c.req.valid('query').month ?? today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const range = monthRange(year, monthNumber);
  const store = { ids: [user.dealershipId] };
  const isFinance = FINANCE_ROLES.includes(user.role);
  const filters = { range, ...(isFinance ? { fiManagerId: user.id } : { salespersonId: user.id }) };
  const actual = isFinance
    ? (await figures.dealTotals(c.var.db, store, filters)).sums.units
    : ((await figures.creditedSums(c.var.db, store, filters)).get(user.id)?.units ?? 0);
  const goal = (await monthTargets(c.var.db, user.dealershipId, range.start)).targets.find(
    (target) => target.userId === user.id,
  );
  const target = goal ? Number(goal.unitTarget) : DEFAULT_MONTHLY_TARGET;
  const monthDays = daysInMonth(range.start);
  // A past month is complete; a future one has not started.
  const currentDay =
    today < range.start ? 0 : today >= range.end ? monthDays : Number(today.slice(8, 10));
  const { daysOff, daysOffSoFar } = await daysOffIn(c.var.db, user.id, range, today);
  const pace = goalPace({
    target,
    actual,
    currentDay,
    daysInMonth: monthDays,
    daysOff,
    daysOffSoFar,
  });
  const list = await deals.listDeals(c.var.db, store, filters, {
    sort: 'deal_date',
    order: 'desc',
    page: 1,
    pageSize: 500,
  });
  return c.json(
    {
      deals: list.deals,
      daysOff,
      target,
      progressMetrics: {
        expected: pace.expected,
        actual: pace.actual,
        progress: pace.progress,
        progressRatio: pace.progressRatio,
        status: pace.status,
      },
      neededPerDay: pace.neededPerDay,
      projection: pace.projection,
      currentDay,
      daysInMonth: monthDays,
    },
    200,
  );
};
