import { roundUnits } from '@das/shared/goal-pace';
import type { RouteHandler } from '@hono/zod-openapi';
import { metricsFromSums, noCredit } from '@das/shared/deal-metrics';
import { daysBetween } from '@das/shared/periods';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { AppEnv } from '../../lib/app-env';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf } from '../dealerships/staff.repository';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { storePeriodGoals } from '../goals/period-goals';
import { lastSaleDates, newestSales } from '../sales/sales.repository';
import { floorPeriod, ratio } from './floor-period';
import type * as routes from './sales-floor.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Month-end projection at the current pace; a finished period stands as it is. */
function projection(units: number, today: string, range: { start: string; end: string }): number {
  if (today >= range.end || today < range.start) return units;
  const elapsed = daysBetween(range.start, today) + 1;
  return roundUnits((units / elapsed) * daysBetween(range.start, range.end));
}

export const salesManager: Handler<'getSalesManagerDashboard'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, query.dealership_id);
  const { today, period } = await floorPeriod(c, dealershipId, query.period);
  const scope = { ids: [dealershipId] };
  // Independent reads, side by side on the pool rather than one after another.
  const [periodTotal, previousTotal, credit, goals, last, people, waiting, settings] =
    await Promise.all([
      figures.dealTotals(c.var.db, scope, { range: period }),
      figures.dealTotals(c.var.db, scope, { range: period.previous }),
      figures.creditedSums(c.var.db, scope, { range: period }),
      storePeriodGoals(c.var.db, dealershipId, period),
      lastSaleDates(c.var.db, dealershipId),
      peopleOf(c.var.db, dealershipId, ['salesperson'], { includeInactive: true }),
      newestSales(c.var.db, scope, { waitingForFi: true }, 20),
      findStoreSettings(c.var.db, dealershipId),
    ]);
  const store = metricsFromSums(periodTotal.sums);
  const storeGoal = goals.find((goal) => goal.userId === null);
  const goalOf = new Map(goals.map((goal) => [goal.userId, goal.unitTarget]));
  const team = people
    .map((person) => {
      const credited = credit.get(person.userId) ?? noCredit();
      const goalUnits = goalOf.get(person.userId) ?? null;
      const lastSale = last.get(person.userId);
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        role: person.role,
        isActive: person.isActive,
        teamManagerId: person.teamManagerId,
        units: credited.units,
        frontGross: credited.frontGross,
        backGross: credited.backGross,
        pvr: ratio(credited.totalGross, credited.units),
        goalUnits,
        goalShare: goalUnits ? Math.round((credited.units / goalUnits) * 1000) / 1000 : null,
        daysSinceLastSale: lastSale ? daysBetween(lastSale, today) : null,
      };
    })
    // People who left stay visible while they have figures in the period.
    .filter((row) => row.isActive || row.units > 0)
    .sort((a, b) => b.units - a.units || b.frontGross - a.frontGross);
  return c.json(
    {
      dealershipId,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      units: store.units,
      previousUnits: previousTotal.sums.units,
      frontGross: store.frontGross,
      backGross: store.backGross,
      totalGross: store.totalGross,
      mix: periodTotal.mix,
      storeGoal: {
        units: storeGoal ? storeGoal.unitTarget : null,
        gross: storeGoal?.grossTarget ?? null,
        projection: projection(store.units, today, period),
      },
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
      team,
      waitingForFi: waiting,
    },
    200,
  );
};
