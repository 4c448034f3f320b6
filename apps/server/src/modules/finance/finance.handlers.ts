import type { RouteHandler } from '@hono/zod-openapi';
import {
  computeMetrics,
  lenderMix,
  salespersonUnits,
  type DealMetrics,
} from '@das/shared/deal-metrics';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
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
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { storeToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import * as deals from '../deals/deals.repository';
import { monthGoal } from '../goals/goals.repository';
import { daysOffIn } from '../schedule/schedule.repository';
import type * as routes from './finance.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const within = (day: string, range: { start: string; end: string }) =>
  day >= range.start && day < range.end;

/** The Monday that starts a day's week. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function penetrationOf(metrics: DealMetrics, product: 'vsc' | 'gap'): number {
  return metrics.products.find((stat) => stat.product === product)?.penetration ?? 0;
}

export const dashboard: Handler<'getFinanceDashboard'> = async (c) => {
  const user = c.var.user;
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, user, query.dealership_id);
  const store = { ids: [dealershipId] };
  const today = await storeToday(c.var.db, c.var.clock, dealershipId);
  const period = resolvePeriod(query.period as PeriodSpec, today);
  // The trend shows the twelve months that end with the period's last month.
  const [lastYear, lastMonth] = addDays(period.end, -1).split('-').map(Number) as [number, number];
  const trendRange = { start: monthRange(lastYear, lastMonth - 11).start, end: period.end };
  const fetchRange = {
    start: [period.previous.start, trendRange.start].sort()[0] ?? period.start,
    end: [period.end, period.previous.end].sort().at(-1) ?? period.end,
  };
  const fiManagerId = query.scope === 'mine' ? user.id : query.fi_manager_id;
  const storeRows = await deals.metricRows(c.var.db, store, { range: fetchRange });
  const rows = fiManagerId ? storeRows.filter((row) => row.fiManagerId === fiManagerId) : storeRows;
  const inPeriod = rows.filter((row) => within(row.dealDate, period));
  // Like with like: the period before had longer to fund its deals, so a deal of it counts as
  // funded only if it was funded as many days into that period as today is into this one.
  const fundedBy = addDays(period.previous.start, daysBetween(period.start, today) + 1);
  const inPrevious = rows
    .filter((row) => within(row.dealDate, period.previous))
    .map((row) =>
      row.status === 'Funded' && (row.fundedDate ?? '') >= fundedBy
        ? { ...row, status: 'Pending' as const }
        : row,
    );

  const storePeriod = storeRows.filter((row) => within(row.dealDate, period));
  const managers = [
    ...new Set(storePeriod.map((row) => row.fiManagerId).filter((id): id is string => id !== null)),
  ];
  const names = await deals.namesOf(c.var.db, managers);
  const leaderboard = managers
    .map((id) => {
      const metrics = computeMetrics(storePeriod.filter((row) => row.fiManagerId === id));
      return {
        fiManagerId: id,
        name: names.get(id) ?? '',
        units: metrics.units,
        backGross: metrics.backGross,
        totalGross: metrics.totalGross,
        backPvr: metrics.backPvr,
        ppd: metrics.ppd,
        vscPenetration: penetrationOf(metrics, 'vsc'),
        gapPenetration: penetrationOf(metrics, 'gap'),
      };
    })
    .sort((a, b) => b.backGross - a.backGross);

  const weeks = new Map<string, typeof inPeriod>();
  for (const row of inPeriod) {
    const key = weekStart(row.dealDate);
    weeks.set(key, [...(weeks.get(key) ?? []), row]);
  }
  const weekly = [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, weekRows]) => {
      const metrics = computeMetrics(weekRows);
      return {
        weekStart: start,
        units: metrics.units,
        frontGross: metrics.frontGross,
        backGross: metrics.backGross,
        totalGross: metrics.totalGross,
      };
    });

  const trend = monthsBetween(trendRange).map((month) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const metrics = computeMetrics(
      rows.filter((row) => within(row.dealDate, monthRange(year, monthNumber))),
    );
    return {
      month,
      units: metrics.units,
      frontPvr: metrics.frontPvr,
      backPvr: metrics.backPvr,
      totalPvr: metrics.totalPvr,
      ppd: metrics.ppd,
    };
  });

  const recent = await deals.listDeals(
    c.var.db,
    store,
    { range: period, ...(fiManagerId ? { fiManagerId } : {}) },
    { sort: 'deal_date', order: 'desc', page: 1, pageSize: 10 },
  );

  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      metrics: computeMetrics(inPeriod),
      previous: computeMetrics(inPrevious),
      lenderMix: lenderMix(inPeriod),
      leaderboard,
      weekly,
      trend,
      recentDeals: recent.deals,
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
  const today = await storeToday(c.var.db, c.var.clock, user.dealershipId);
  const month = c.req.valid('query').month ?? today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const range = monthRange(year, monthNumber);
  const store = { ids: [user.dealershipId] };
  const isFinance = FINANCE_ROLES.includes(user.role);
  const filters = { range, ...(isFinance ? { fiManagerId: user.id } : { salespersonId: user.id }) };
  const rows = await deals.metricRows(c.var.db, store, filters);
  const actual = isFinance ? computeMetrics(rows).units : salespersonUnits(rows, user.id);
  const goal = await monthGoal(c.var.db, user.dealershipId, user.id, range.start);
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
