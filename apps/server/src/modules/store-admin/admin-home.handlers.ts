import type { RouteHandler } from '@hono/zod-openapi';
import { noCredit } from '@das/shared/deal-metrics';
import { goalPace } from '@das/shared/goal-pace';
import { daysBetween, daysInMonth } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import { QUIET_DAYS } from '@das/shared/schemas/store-admin';
import type { AppEnv } from '../../lib/app-env';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf } from '../dealerships/staff.repository';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { listDeals } from '../deals/deals.repository';
import { monthTargets } from '../goals/month-targets';
import { storePeriodGoals } from '../goals/period-goals';
import { peopleWithoutPlan } from '../pay/pay.repository';
import { pendingInvitations } from '../people/people.repository';
import { lastSaleDates } from '../sales/sales.repository';
import { floorPeriod } from '../sales-floor/floor-period';
import { storeSides } from '../sales-floor/store-sides';
import type * as routes from './store-admin.routes';
import { effectiveSettings } from './settings-view';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** How many of the deals pending funding longest the home lists. */
const PENDING_LISTED = 5;
/** Someone who never sold has been quiet longest. */
const NEVER = Number.MAX_SAFE_INTEGER;

const named = (person: { userId: string; firstName: string; lastName: string; role: Role }) => ({
  userId: person.userId,
  name: `${person.firstName} ${person.lastName}`,
  role: person.role,
});

export const adminHome: Handler<'getAdminHome'> = async (c) => {
  const query = c.req.valid('query');
  const db = c.var.db;
  const dealershipId = await resolveOneDealership(db, c.var.user, query.dealership_id);
  const { today, period, currentMonth } = await floorPeriod(c, dealershipId, query.period);
  const scope = { ids: [dealershipId] };
  // Independent reads, side by side on the pool rather than one after another.
  const [
    periodTotal,
    monthTotal,
    periodGoals,
    thisMonthGoals,
    stored,
    last,
    salespeople,
    pending,
    withoutPlan,
    invitations,
    credit,
  ] = await Promise.all([
    figures.dealTotals(db, scope, { range: period }),
    figures.dealTotals(db, scope, { range: currentMonth }),
    storePeriodGoals(db, dealershipId, period),
    monthTargets(db, dealershipId, currentMonth.start),
    findStoreSettings(db, dealershipId),
    lastSaleDates(db, dealershipId),
    peopleOf(db, dealershipId, ['salesperson']),
    listDeals(
      db,
      scope,
      { status: ['Pending'] },
      { sort: 'deal_date', order: 'asc', page: 1, pageSize: PENDING_LISTED },
    ),
    peopleWithoutPlan(db, dealershipId, today),
    pendingInvitations(db, dealershipId),
    figures.creditedSums(db, scope, { range: period }),
  ]);
  const sides = storeSides(periodTotal, periodGoals);
  const settings = effectiveSettings(dealershipId, stored!);

  // This month's pace, as the goals page reads it: the store's own goal, and
  // each department's people's goals together, against the month's units; the
  // store's defaults while the month has no goals saved (ADR 020).
  const target = (roles: Role[] | null) => {
    const rows = thisMonthGoals.targets.filter((goal) =>
      roles === null ? goal.userId === null : roles.includes(goal.role as Role),
    );
    return rows.length === 0 ? null : rows.reduce((sum, goal) => sum + Number(goal.unitTarget), 0);
  };
  const paceFor = (goal: number | null) =>
    goal === null
      ? null
      : {
          ...goalPace({
            target: goal,
            actual: monthTotal.sums.units,
            currentDay: Number(today.slice(8, 10)),
            daysInMonth: daysInMonth(today),
          }),
          target: goal,
          daysOff: 0,
        };

  const offered = new Map(settings.products.map((row) => [row.product, row]));
  return c.json(
    {
      dealershipId,
      dealershipName: settings.name,
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      sales: sides.sales,
      finance: sides.finance,
      totalPvr: sides.totalPvr,
      smallSampleDeals: settings.smallSampleDeals,
      products: sides.store.products
        .filter((stat) => offered.get(stat.product)?.offered)
        .map((stat) => ({
          product: stat.product,
          penetration: stat.penetration,
          target: offered.get(stat.product)?.target ?? null,
        })),
      funded: sides.store.funded,
      atRisk: sides.store.atRisk,
      pace: {
        store: paceFor(target(null)),
        sales: paceFor(target(['salesperson'])),
        finance: paceFor(target(['finance_manager'])),
      },
      // The sales floor's leaderboard, shortened: every active salesperson, most units first.
      salespeople: salespeople
        .map((person) => {
          const credited = credit.get(person.userId) ?? noCredit();
          return {
            userId: person.userId,
            name: named(person).name,
            units: credited.units,
            frontGross: credited.frontGross,
          };
        })
        .sort((a, b) => b.units - a.units || b.frontGross - a.frontGross),
      quiet: salespeople
        .map((person) => {
          const lastSale = last.get(person.userId);
          return {
            ...named(person),
            daysSinceLastSale: lastSale ? daysBetween(lastSale, today) : null,
          };
        })
        .filter((row) => row.daysSinceLastSale === null || row.daysSinceLastSale >= QUIET_DAYS)
        .sort((a, b) => (b.daysSinceLastSale ?? NEVER) - (a.daysSinceLastSale ?? NEVER)),
      pendingFunding: {
        total: pending.total,
        deals: pending.deals.map((deal) => ({
          id: deal.id,
          deal_number: deal.deal_number,
          deal_date: deal.deal_date,
          customer_last_name: deal.customer_last_name,
          lender: deal.lender,
          back_end_gross: deal.back_end_gross,
          daysPending: daysBetween(deal.deal_date, today),
        })),
      },
      attention: {
        withoutTeam: salespeople.filter((person) => person.teamManagerId === null).map(named),
        withoutPayPlan: withoutPlan.map(named),
        pendingInvitations: invitations.map((person) => ({
          ...named({ ...person, userId: person.id }),
          email: person.email,
          expired: person.invitation === 'expired',
        })),
      },
    },
    200,
  );
};
