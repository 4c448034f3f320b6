import type { RouteHandler } from '@hono/zod-openapi';
import { noCredit, type CreditedFigures } from '@das/shared/deal-metrics';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
import { roundMoney } from '@das/shared/money';
import { addDays, daysInMonth, mondayOf } from '@das/shared/periods';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import { shiftSpan, type Shift } from '@das/shared/schemas/schedule';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf } from '../dealerships/staff.repository';
import { findShiftTemplates, findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import * as deals from '../deals/deals.repository';
import { monthTargets } from '../goals/month-targets';
import { payFor } from '../pay/pay.service';
import { lastSaleDates, newestSales } from '../sales/sales.repository';
import { daysOffIn, shiftsOfPerson } from '../schedule/schedule.repository';
import { floorPeriod, ratio } from './floor-period';
import type * as routes from './sales-floor.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const salesperson: Handler<'getSalespersonDashboard'> = async (c) => {
  const user = c.var.user;
  if (user.role !== 'salesperson' && user.role !== 'viewer') throw new AppError('FORBIDDEN');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user);
  const { today, period, currentMonth } = await floorPeriod(
    c,
    dealershipId,
    c.req.valid('query').period,
  );
  // A viewer reads the floor without figures of their own: the store's stand in for them.
  const viewer = user.role === 'viewer';
  const scope = { ids: [dealershipId] };
  const mine = async (range: { start: string; end: string }): Promise<CreditedFigures> => {
    if (!viewer) {
      const credit = await figures.creditedSums(c.var.db, scope, {
        range,
        salespersonId: user.id,
      });
      return credit.get(user.id) ?? noCredit();
    }
    const { sums, mix } = await figures.dealTotals(c.var.db, scope, { range });
    return {
      units: sums.units,
      frontGross: sums.frontGross,
      backGross: sums.backGross,
      totalGross: roundMoney(sums.frontGross + sums.backGross),
      minis: sums.minis,
      mix,
    };
  };
  const [figuresOfPeriod, monthFigures, previousFigures, credit, settings] = await Promise.all([
    mine(period),
    mine(currentMonth),
    mine(period.previous),
    figures.creditedSums(c.var.db, scope, { range: period }),
    findStoreSettings(c.var.db, dealershipId),
  ]);

  const goal = (await monthTargets(c.var.db, dealershipId, currentMonth.start)).targets.find(
    (target) => target.userId === (viewer ? null : user.id),
  );
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
  const [shifts, templates] = viewer
    ? [[], []]
    : await Promise.all([
        shiftsOfPerson(c.var.db, user.id, monday, addDays(monday, 6)),
        findShiftTemplates(c.var.db, dealershipId),
      ]);
  const week = Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(monday, offset);
    const shift = (shifts.find((row) => row.day === day)?.shift ?? null) as Shift | null;
    const span = shift && shift !== 'off' ? shiftSpan(shift, templates) : null;
    return { day, shift, minutes: span && { start: span[0], end: span[1] } };
  });

  const people = (
    await peopleOf(c.var.db, dealershipId, ['salesperson'], { includeInactive: true })
  ).filter((person) => person.isActive);
  const last = await lastSaleDates(c.var.db, dealershipId);
  const leaderboard = people
    .map((person) => {
      const credited = credit.get(person.userId) ?? noCredit();
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        units: credited.units,
        frontGross: credited.frontGross,
        totalGross: credited.totalGross,
        pvr: ratio(credited.totalGross, credited.units),
        lastSale: last.get(person.userId) ?? null,
      };
    })
    .sort((a, b) => b.units - a.units || b.totalGross - a.totalGross);

  const own = viewer ? {} : { salespersonId: user.id };
  const recentSales = await newestSales(c.var.db, { ids: [dealershipId] }, own, 10);
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
      units: figuresOfPeriod.units,
      previousUnits: previousFigures.units,
      mix: figuresOfPeriod.mix,
      frontGross: figuresOfPeriod.frontGross,
      totalGross: figuresOfPeriod.totalGross,
      minis: figuresOfPeriod.minis,
      goal: { ...pace, target, daysOff: off.daysOff },
      pay: pay
        ? { month: pay.month, earned: pay.earned, atRisk: pay.atRisk, projected: pay.projected }
        : null,
      week,
      smallSampleDeals: settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS,
      leaderboard,
      recentSales,
      recentDeals: recentDeals.deals,
    },
    200,
  );
};
