import { metricsFromSums, sumDeals, type MetricSums } from '@das/shared/deal-metrics';
import { goalPace } from '@das/shared/goal-pace';
import {
  addDays,
  daysBetween,
  daysInMonth,
  monthRange,
  monthsBetween,
  type ResolvedPeriod,
} from '@das/shared/periods';
import type { RollupFigures, RollupLine } from '@das/shared/schemas/rollups';
import type { Database } from '../../db/client';
import type { DealershipScope } from '../../lib/tenant-scope';
import * as figures from '../deals/deal-figures.repository';
import type { DealFilters } from '../deals/deal-sql';
import { storeUnitGoals } from '../goals/goals.repository';

/**
 * The figures of a rollup, one line per store or one for a whole scope. Every
 * sum is a GROUP BY of `deal-figures.repository` (by store, or none), so the
 * day these reads move to per-store summaries they move here and nowhere else.
 */
type Db = Database;

export interface RollupWindow {
  period: ResolvedPeriod;
  /** Today by the calendar the period was resolved in. */
  today: string;
}

/** A deal still pending this many days after its deal date is an outlier worth chasing. */
const PENDING_DAYS = 10;

function kpis(sums: MetricSums): RollupFigures {
  const metrics = metricsFromSums(sums);
  const penetration = (product: 'vsc' | 'gap') =>
    metrics.products.find((stat) => stat.product === product)?.penetration ?? 0;
  return {
    units: metrics.units,
    frontGross: metrics.frontGross,
    backGross: metrics.backGross,
    totalGross: metrics.totalGross,
    frontPvr: metrics.frontPvr,
    backPvr: metrics.backPvr,
    totalPvr: metrics.totalPvr,
    ppd: metrics.ppd,
    vscPenetration: penetration('vsc'),
    gapPenetration: penetration('gap'),
    fundedGross: metrics.funded.totalGross,
    atRiskGross: metrics.atRisk.totalGross,
    unwinds: metrics.unwound,
  };
}

/** The three questions every line asks: the period, the period before, the old pending deals. */
function questions({ period, today }: RollupWindow) {
  // Like with like, as the F&I dashboard: a deal of the period before counts as funded only
  // if it was funded as many days into that period as today is into this one.
  const fundedBefore = addDays(period.previous.start, daysBetween(period.start, today) + 1);
  const pending: DealFilters = {
    status: ['Pending'],
    range: { start: '0001-01-01', end: addDays(today, -PENDING_DAYS) },
  };
  return {
    current: { range: period },
    previous: { range: period.previous },
    fundedBefore,
    pending,
  };
}

/** Units against the month's goal, when the period is one calendar month and a goal is set. */
function paceOf(window: RollupWindow, units: number, target: number | undefined) {
  const { period, today } = window;
  if (target === undefined || monthsBetween(period).length !== 1) return null;
  const days = daysInMonth(period.start);
  // A past month is complete; a future one has not started.
  const currentDay =
    today < period.start ? 0 : today >= period.end ? days : Number(today.slice(8, 10));
  const pace = goalPace({ target, actual: units, currentDay, daysInMonth: days });
  return {
    target,
    expected: pace.expected,
    progress: pace.progress,
    status: pace.status,
    projection: pace.projection,
  };
}

/** The stores' own unit goals for the period's month (none for a longer period). */
export async function unitGoals(
  db: Db,
  scope: DealershipScope,
  window: RollupWindow,
): Promise<Map<number, number>> {
  if (monthsBetween(window.period).length !== 1) return new Map();
  return storeUnitGoals(db, scope.ids, window.period.start);
}

/** One line per store of the scope, keyed by store id. */
export async function storeLines(
  db: Db,
  scope: DealershipScope,
  window: RollupWindow,
  goals: Map<number, number>,
): Promise<Map<number, RollupLine>> {
  const ask = questions(window);
  const [current, previous, pending] = await Promise.all([
    figures.dealSums(db, scope, ask.current, { by: 'dealership' }),
    figures.dealSums(db, scope, ask.previous, {
      by: 'dealership',
      fundedBefore: ask.fundedBefore,
    }),
    figures.dealSums(db, scope, ask.pending, { by: 'dealership' }),
  ]);
  const byStore = (rows: figures.GroupSums[]) =>
    new Map(rows.map((row) => [Number(row.key), row.sums]));
  const [now, before, old] = [byStore(current), byStore(previous), byStore(pending)];
  return new Map(
    scope.ids.map((id) => {
      const sums = now.get(id) ?? sumDeals([]);
      return [
        id,
        {
          ...kpis(sums),
          previous: kpis(before.get(id) ?? sumDeals([])),
          pendingOver10Days: old.get(id)?.deals ?? 0,
          pace: paceOf(window, sums.units, goals.get(id)),
        },
      ];
    }),
  );
}

/** One line for the whole scope: its own sums, not a sum of its stores' ratios. */
export async function totalLine(
  db: Db,
  scope: DealershipScope,
  window: RollupWindow,
  goals: Map<number, number>,
): Promise<RollupLine> {
  const ask = questions(window);
  const [current, previous, pending] = await Promise.all([
    figures.dealTotals(db, scope, ask.current),
    figures.dealTotals(db, scope, ask.previous, { fundedBefore: ask.fundedBefore }),
    figures.dealTotals(db, scope, ask.pending),
  ]);
  const targets = scope.ids.flatMap((id) => goals.get(id) ?? []);
  return {
    ...kpis(current.sums),
    previous: kpis(previous.sums),
    pendingOver10Days: pending.sums.deals,
    pace: paceOf(
      window,
      current.sums.units,
      targets.length ? targets.reduce((sum, target) => sum + target, 0) : undefined,
    ),
  };
}

/** Units and gross per month, for the twelve months that end with the period's last month. */
export async function trendOf(db: Db, scope: DealershipScope, period: ResolvedPeriod) {
  const [lastYear, lastMonth] = addDays(period.end, -1).split('-').map(Number) as [number, number];
  const range = { start: monthRange(lastYear, lastMonth - 11).start, end: period.end };
  const months = await figures.dealSums(db, scope, { range }, { by: 'month' });
  const byMonth = new Map(months.map((row) => [row.key, row.sums]));
  return monthsBetween(range).map((month) => {
    const metrics = metricsFromSums(byMonth.get(month) ?? sumDeals([]));
    return { month, units: metrics.units, totalGross: metrics.totalGross };
  });
}

/** Ranks 1, 2, … by total gross, then units; ties keep their given order. */
export function ranked<T extends RollupFigures>(rows: T[]): (T & { rank: number })[] {
  const order = [...rows].sort((a, b) => b.totalGross - a.totalGross || b.units - a.units);
  return rows.map((row) => ({ ...row, rank: order.indexOf(row) + 1 }));
}
