import type { RouteHandler } from '@hono/zod-openapi';
import {
  metricsFromSums,
  sumDeals,
  teamFigures,
  type MetricSums,
  noCredit,
} from '@das/shared/deal-metrics';
import { moneyPer } from '@das/shared/money';
import { addDays, monthRange, resolvePeriod, type PeriodSpec } from '@das/shared/periods';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { AppEnv } from '../../lib/app-env';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf } from '../dealerships/staff.repository';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { storePeriodGoals } from '../goals/period-goals';
import type * as routes from './sales-floor.routes';
import { storeSides } from './store-sides';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const generalManager: Handler<'getGeneralManagerDashboard'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, query.dealership_id);
  const today = await requestToday(c, dealershipId);
  const period = resolvePeriod(query.period as PeriodSpec, today);
  const [lastYear, lastMonth] = addDays(period.end, -1).split('-').map(Number) as [number, number];
  const trendStart = monthRange(lastYear, lastMonth - 11).start;
  const scope = { ids: [dealershipId] };
  const db = c.var.db;
  // Every read is independent of the others: one round of them, side by side on the pool.
  // A manager's figures are their team's (ADR 012), the team as it stands today.
  const [periodTotal, credit, financeManagers, months, goals, staff, settings] = await Promise.all([
    figures.dealTotals(db, scope, { range: period }),
    figures.creditedSums(db, scope, { range: period }),
    figures.dealSums(db, scope, { range: period }, { by: 'fiManager' }),
    figures.dealSums(db, scope, { range: { start: trendStart, end: period.end } }, { by: 'month' }),
    storePeriodGoals(db, dealershipId, period),
    peopleOf(db, dealershipId, ['sales_manager', 'salesperson']),
    findStoreSettings(db, dealershipId),
  ]);
  const byMonth = new Map<string, MetricSums>(months.map((row) => [row.key, row.sums]));
  const sides = storeSides(periodTotal, goals);
  const managers = staff.filter((person) => person.role === 'sales_manager');
  const salespeople = staff.filter((person) => person.role === 'salesperson');
  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      sales: sides.sales,
      finance: sides.finance,
      totalPvr: sides.totalPvr,
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
      salesManagers: managers
        .map((manager) => {
          const team = teamFigures(
            salespeople
              .filter((person) => person.teamManagerId === manager.userId)
              .map((person) => credit.get(person.userId) ?? noCredit()),
          );
          return {
            userId: manager.userId,
            name: `${manager.firstName} ${manager.lastName}`,
            units: team.units,
            totalGross: team.totalGross,
            pvr: moneyPer(team.totalGross, team.units),
          };
        })
        .sort((a, b) => b.totalGross - a.totalGross),
      financeLeaderboard: financeManagers
        .map(({ key, name, sums }) => ({ id: key, name, metrics: metricsFromSums(sums) }))
        .map(({ id, name, metrics }) => ({
          userId: id,
          name: name ?? '',
          units: metrics.units,
          backGross: metrics.backGross,
          backPvr: metrics.backPvr,
          ppd: metrics.ppd,
        }))
        .sort((a, b) => b.backGross - a.backGross),
      trend: Array.from({ length: 12 }, (_, index) => {
        const range = monthRange(lastYear, lastMonth - 11 + index);
        const metrics = metricsFromSums(byMonth.get(range.start.slice(0, 7)) ?? sumDeals([]));
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
