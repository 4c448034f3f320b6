import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { reachesArea, reachesGroup } from '@das/shared/policies';
import { resolvePeriod, todayIn, type PeriodSpec } from '@das/shared/periods';
import { SPREAD_KPIS, type RollupStore, type SpreadKpi } from '@das/shared/schemas/rollups';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { requestToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import {
  goalOf,
  lineOf,
  ranked,
  storeSums,
  together,
  trendOf,
  unitGoals,
  type LineSums,
  type RollupWindow,
} from './rollup-figures';
import * as repo from './rollups.repository';
import type * as routes from './rollups.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

type Store = Awaited<ReturnType<typeof repo.visibleStoresOf>>[number];

/**
 * What a group's and an area's rollups share: every store's line, the total,
 * and the trends. The period is read on the calendar of the first store by
 * name: a group's stores share a region, and one period keeps them comparable.
 */
async function rollupOf(
  c: Context<AppEnv>,
  stores: Store[],
  query: { period: string; trend_dealership_id?: number | undefined },
) {
  const db = c.var.db;
  const [first] = stores;
  const today = todayIn(first?.timeZone ?? 'UTC', c.var.clock.now());
  const window: RollupWindow = { period: resolvePeriod(query.period as PeriodSpec, today), today };
  const scope = { ids: stores.map((store) => store.id) };
  const trendStore = query.trend_dealership_id;
  // A store outside this rollup is not the caller's to chart here.
  if (trendStore !== undefined && !scope.ids.includes(trendStore)) throw new AppError('FORBIDDEN');
  const [goals, sums, trend, storeTrend] = await Promise.all([
    unitGoals(db, scope, window),
    storeSums(db, scope, window),
    trendOf(db, scope, window.period),
    trendStore === undefined ? undefined : trendOf(db, { ids: [trendStore] }, window.period),
  ]);
  const rows: RollupStore[] = ranked(
    stores.map((store) => ({
      dealershipId: store.id,
      name: store.name,
      dealerGroupId: store.dealerGroupId,
      dealerGroupName: store.dealerGroupName,
      ...lineOf(sums.get(store.id)!, window, goals.get(store.id), store.smallSampleDeals),
    })),
  );
  /** A line for several of the stores together: a group of an area, or all of them. */
  const lineFor = (ids: number[]) =>
    lineOf(together(ids.map((id) => sums.get(id) as LineSums)), window, goalOf(ids, goals));
  const { period } = window;
  return {
    lineFor,
    body: {
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      stores: rows,
      total: lineFor(scope.ids),
      trend,
      storeTrend:
        trendStore === undefined || !storeTrend
          ? null
          : { dealershipId: trendStore, months: storeTrend },
    },
  };
}

export const group: Handler<'getGroupRollup'> = async (c) => {
  const { id } = c.req.valid('param');
  const found = await repo.findGroup(c.var.db, id);
  const stores =
    found && reachesGroup(c.var.user, { dealerGroupId: found.id, areaId: found.areaId })
      ? await repo.visibleStoresOf(c.var.db, c.var.user, { groupId: id })
      : [];
  // Out of reach or unknown alike: ids of other tenants reveal nothing.
  if (!found || stores.length === 0) throw new AppError('NOT_FOUND', 'Dealer group not found');
  const { body } = await rollupOf(c, stores, c.req.valid('query'));
  return c.json(
    {
      ...body,
      group: { id: found.id, name: found.name },
      area: found.areaId !== null ? { id: found.areaId, name: found.areaName ?? '' } : null,
    },
    200,
  );
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The deals a KPI's rate stands on; null for a count or a sum, which is no sample. */
function sampleOf(store: RollupStore, kpi: SpreadKpi): number | null {
  switch (kpi) {
    case 'frontPvr':
    case 'backPvr':
    case 'ppd':
      return store.units;
    case 'vscPenetration':
      return store.vscEligible;
    case 'gapPenetration':
      return store.gapEligible;
    default:
      return null;
  }
}

export const area: Handler<'getAreaRollup'> = async (c) => {
  const { id } = c.req.valid('param');
  const found = await repo.findArea(c.var.db, id);
  const stores =
    found && reachesArea(c.var.user, id)
      ? await repo.visibleStoresOf(c.var.db, c.var.user, { areaId: id })
      : [];
  if (!found || stores.length === 0) throw new AppError('NOT_FOUND', 'Area not found');
  const { body, lineFor } = await rollupOf(c, stores, c.req.valid('query'));
  const groupIds = [...new Set(stores.map((store) => store.dealerGroupId))];
  const groups = groupIds.map((groupId) => {
    const own = stores.filter((store) => store.dealerGroupId === groupId);
    return {
      dealerGroupId: groupId,
      name: own[0]!.dealerGroupName,
      storeCount: own.length,
      ...lineFor(own.map((store) => store.id)),
    };
  });
  const spread = SPREAD_KPIS.map((kpi) => {
    const order = [...body.stores].sort((a, b) => b[kpi] - a[kpi]);
    const end = (store: RollupStore) => ({
      dealershipId: store.dealershipId,
      name: store.name,
      value: store[kpi],
      sampleDeals: sampleOf(store, kpi),
      smallSampleDeals: store.smallSampleDeals,
    });
    return {
      kpi,
      best: end(order[0]!),
      median: median(order.map((store) => store[kpi])),
      worst: end(order.at(-1)!),
    };
  });
  return c.json(
    {
      ...body,
      area: found,
      groups: ranked(groups).sort((a, b) => a.rank - b.rank),
      spread,
    },
    200,
  );
};

export const storeOverview: Handler<'getStoreOverview'> = async (c) => {
  const { id } = c.req.valid('param');
  // A store the caller cannot see is 403, as on every store-scoped route.
  const scope = await resolveDealershipScope(c.var.db, c.var.user, id);
  const store = (await repo.findStore(c.var.db, id))!;
  const today = await requestToday(c, id);
  const window: RollupWindow = {
    period: resolvePeriod(c.req.valid('query').period as PeriodSpec, today),
    today,
  };
  const [goals, sums] = await Promise.all([
    unitGoals(c.var.db, scope, window),
    storeSums(c.var.db, scope, window),
  ]);
  const line = lineOf(sums.get(id)!, window, goals.get(id), store.smallSampleDeals);
  const { period } = window;
  return c.json(
    {
      today,
      period: { key: period.key, start: period.start, end: period.end, previous: period.previous },
      store: { dealershipId: id, name: store.name, ...line },
      group:
        store.dealerGroupId !== null
          ? { id: store.dealerGroupId, name: store.dealerGroupName ?? '' }
          : null,
      area: store.areaId !== null ? { id: store.areaId, name: store.areaName ?? '' } : null,
    },
    200,
  );
};
