import type { RouteHandler } from '@hono/zod-openapi';
import { computeMetrics, creditedFigures, vehicleMix } from '@das/shared/deal-metrics';
import { DEFAULT_MONTHLY_TARGET, goalPace } from '@das/shared/goal-pace';
import { addDays, daysInMonth, mondayOf } from '@das/shared/periods';
import type { Shift } from '@das/shared/schemas/schedule';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf } from '../dealerships/staff.repository';
import * as deals from '../deals/deals.repository';
import { monthGoal } from '../goals/goals.repository';
import { payFor } from '../pay/pay.service';
import { lastSaleDates, listSales } from '../sales/sales.repository';
import { daysOffIn, shiftsOfPerson } from '../schedule/schedule.repository';
import { floorPeriod, ratio, within } from './floor-period';
import type * as routes from './sales-floor.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const salesperson: Handler<'getSalespersonDashboard'> = async (c) => {
  const user = c.var.user;
  if (user.role !== 'salesperson' && user.role !== 'viewer') throw new AppError('FORBIDDEN');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user);
  const { today, period, currentMonth, rows } = await floorPeriod(
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

  const goal = await monthGoal(c.var.db, dealershipId, viewer ? null : user.id, currentMonth.start);
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

  const people = (
    await peopleOf(c.var.db, dealershipId, ['salesperson'], { includeInactive: true })
  ).filter((person) => person.isActive);
  const last = await lastSaleDates(c.var.db, dealershipId);
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
