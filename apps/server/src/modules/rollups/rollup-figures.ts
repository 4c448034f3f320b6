import { addSums, metricsFromSums, sumDeals, type MetricSums } from '@das/shared/deal-metrics';
import { goalPace } from '@das/shared/goal-pace';
import {
  addDays,
  daysInMonth,
  monthRange,
  monthsBetween,
  type ResolvedPeriod,
} from '@das/shared/periods';
import type { RollupFigures, RollupLine } from '@das/shared/schemas/rollups';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { Database } from '../../db/client';
import type { DealershipScope } from '../../lib/tenant-scope';
import * as figures from '../deals/deal-figures.repository';
import type { DealFilters } from '../deals/deal-sql';
import { periodTargets } from '../goals/period-goals';

/**
 * The figures of a rollup, one line per store or one for a whole scope. The
 * stores' sums are GROUP BYs of `deal-figures.repository` over the daily
 * summaries; a scope's line adds its stores' sums (sums add, ratios do not).
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
  const stat = (product: 'vsc' | 'gap') => metrics.products.find((row) => row.product === product);
  return {
    units: metrics.units,
    frontGross: metrics.frontGross,
    backGross: metrics.backGross,
    totalGross: metrics.totalGross,
    frontPvr: metrics.frontPvr,
    backPvr: metrics.backPvr,
    totalPvr: metrics.totalPvr,
    ppd: metrics.ppd,
    vscPenetration: stat('vsc')?.penetration ?? 0,
    gapPenetration: stat('gap')?.penetration ?? 0,
    vscEligible: stat('vsc')?.eligible ?? 0,
    gapEligible: stat('gap')?.eligible ?? 0,
    fundedGross: metrics.funded.totalGross,
    atRiskGross: metrics.atRisk.totalGross,
    unwinds: metrics.unwound,
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

/**
 * The stores' own unit goals for the period's month, the store's defaults for a
 * month without saved goals (ADR 020); none for a longer period, which has no
 * pace. A store without one is absent. As many queries for fifty stores as for one.
 */
export async function unitGoals(
  db: Db,
  scope: DealershipScope,
  window: RollupWindow,
): Promise<Map<number, number>> {
  if (monthsBetween(window.period).length !== 1) return new Map();
  const byStore = await periodTargets(db, scope.ids, window.period, { storeOnly: true });
  return new Map(
    [...byStore].flatMap(([id, goals]) => {
      const own = goals.find((goal) => goal.userId === null);
      return own ? [[id, own.unitTarget] as const] : [];
    }),
  );
}

/** What a line is made of, each read from the summaries (ADR 017). */
export interface LineSums {
  /** The period's sums. */
  now: MetricSums;
  /** The period before's. */
  before: MetricSums;
  /** Deals dated up to ten days ago still pending: the old ones. */
  pendingOld: number;
  /** The first month with deals (of the newest store, for several); null: none yet. */
  since: string | null;
}

/** Every store's sums for a window, keyed by store id: four GROUP BYs, whatever the stores. */
export async function storeSums(
  db: Db,
  scope: DealershipScope,
  { period, today }: RollupWindow,
): Promise<Map<number, LineSums>> {
  const perStore = async (range: DealFilters['range']) => {
    const rows = await figures.dealSums(db, scope, { range }, { by: 'dealership' });
    return new Map(rows.map((row) => [Number(row.key), row.sums]));
  };
  const [firsts, now, before, pending] = await Promise.all([
    figures.firstMonths(db, scope),
    perStore(period),
    perStore(period.previous),
    figures.pendingDeals(db, scope, {
      start: '0001-01-01',
      end: addDays(today, -PENDING_DAYS),
    }),
  ]);
  const of = (sums: Map<number, MetricSums>, id: number) => sums.get(id) ?? sumDeals([]);
  return new Map(
    scope.ids.map((id) => [
      id,
      {
        now: of(now, id),
        before: of(before, id),
        pendingOld: pending.get(id) ?? 0,
        since: firsts.get(id) ?? null,
      },
    ]),
  );
}

/** Several stores' sums as one: a group's or an area's, never an average of their ratios. */
export function together(parts: readonly LineSums[]): LineSums {
  const empty = sumDeals([]);
  return {
    now: parts.reduce((sum, part) => addSums(sum, part.now), empty),
    before: parts.reduce((sum, part) => addSums(sum, part.before), empty),
    pendingOld: parts.reduce((sum, part) => sum + part.pendingOld, 0),
    since: parts.reduce<string | null>(
      (latest, part) =>
        part.since !== null && (latest === null || part.since > latest) ? part.since : latest,
      null,
    ),
  };
}

/** The goal of several stores together: theirs added, or none when none of them has one. */
export function goalOf(ids: readonly number[], goals: Map<number, number>): number | undefined {
  const targets = ids.flatMap((id) => goals.get(id) ?? []);
  return targets.length ? targets.reduce((sum, target) => sum + target, 0) : undefined;
}

/**
 * A line: the period's figures, the period before's (what its change is
 * measured from; none when the stores' deals begin after it started, so a
 * year is never held against the few weeks of data the year before), the
 * deals pending over ten days, the pace to the goal, and the small-sample
 * setting its rates are read by: a store's own, or for several stores, which
 * have no setting of their own together, the default (ADR 029).
 */
export function lineOf(
  sums: LineSums,
  window: RollupWindow,
  goal: number | undefined,
  smallSampleDeals: number = DEFAULT_SMALL_SAMPLE_DEALS,
): RollupLine {
  const { fundedGross: _funded, atRiskGross: _atRisk, ...before } = kpis(sums.before);
  const comparable = sums.since === null || sums.since <= window.period.previous.start;
  return {
    ...kpis(sums.now),
    previous: comparable ? before : null,
    pendingOver10Days: sums.pendingOld,
    pace: paceOf(window, sums.now.units, goal),
    smallSampleDeals,
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
