import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthsBetween, resolvePeriod } from '@das/shared/periods';
import type { AreaRollup, GroupRollup, StoreOverview } from '@das/shared/schemas/rollups';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import { areas, dealerGroups, dealerships, deals, goals } from '../../db/schema';

/**
 * The rollups above the store against the deals themselves: every figure of a
 * group's and an area's rollup and of a store's overview is checked against SQL
 * written here by hand over fixture stores, and each caller reaches only the
 * groups, areas and stores that are theirs.
 */
const TZ = 'America/Phoenix';
const AREA = 9101;
const OTHER_AREA = 9102;
const GROUP = 9201;
const SISTER_GROUP = 9202;
const OTHER_GROUP = 9203;
const STORES = { mesa: 9301, tempe: 9302, chandler: 9311, tucson: 9321 } as const;
const GROUP_STORES = [STORES.mesa, STORES.tempe];
const AREA_STORES = [STORES.mesa, STORES.tempe, STORES.chandler];

let t: TestApp;
const callers = {} as Record<
  'groupAdmin' | 'sisterAdmin' | 'avp' | 'otherAvp' | 'storeAdmin',
  TestClient
>;
let today: string;

/** A fixed spread of deals: each store its own volume, statuses, products and dates. */
async function seedDeals() {
  const rows: (typeof deals.$inferInsert)[] = [];
  let n = 0;
  for (const [index, store] of [...Object.values(STORES)].entries()) {
    // Different sizes: 30, 45, 60, 75 deals over 14 months.
    for (let i = 0; i < 30 + index * 15; i++) {
      n++;
      const day = addDays(today, -((i * 13 + index * 7) % 420));
      const status = i % 9 === 0 ? 'Unwound' : i % 3 === 0 ? 'Pending' : 'Funded';
      const dealType = i % 4 === 0 ? 'Cash' : i % 4 === 1 ? 'Lease' : 'Finance';
      const funded = addDays(day, i % 12);
      rows.push({
        dealershipId: store,
        dealNumber: `R${n}`,
        dealDate: day,
        stockNumber: `S${n}`,
        vinLast8: String(10_000_000 + n),
        customerLastName: `Buyer${n}`,
        dealType,
        lender: dealType === 'Cash' ? null : 'Desert Financial',
        vehicleType: i % 3 === 0 ? 'Used' : 'New',
        frontEndGross: String(((i * 37 + index * 101) % 3000) + 0.25),
        reserve: String((i % 5) * 111.11),
        vscProfit: i % 2 === 0 ? String(600 + index * 50) : '0',
        gapProfit: i % 3 === 1 ? String(300 + i) : '0',
        status,
        fundedDate: status === 'Funded' ? (funded > today ? today : funded) : null,
      });
    }
  }
  await t.database.db.insert(deals).values(rows);
}

beforeAll(async () => {
  t = await createTestApp();
  today = t.today(TZ);
  const db = t.database.db;
  await db.insert(areas).values([
    { id: AREA, name: 'Sonoran Area' },
    { id: OTHER_AREA, name: 'Pima Area' },
  ]);
  await db.insert(dealerGroups).values([
    { id: GROUP, areaId: AREA, name: 'Saguaro Auto Group' },
    { id: SISTER_GROUP, areaId: AREA, name: 'Ocotillo Motors' },
    { id: OTHER_GROUP, areaId: OTHER_AREA, name: 'Old Pueblo Autos' },
  ]);
  await db.insert(dealerships).values([
    { id: STORES.mesa, dealerGroupId: GROUP, name: 'Mesa Ford', timeZone: TZ },
    { id: STORES.tempe, dealerGroupId: GROUP, name: 'Tempe Honda', timeZone: TZ },
    { id: STORES.chandler, dealerGroupId: SISTER_GROUP, name: 'Chandler Kia', timeZone: TZ },
    { id: STORES.tucson, dealerGroupId: OTHER_GROUP, name: 'Tucson Mazda', timeZone: TZ },
  ]);
  await seedDeals();
  const lastMonth = resolvePeriod('last_month', today);
  await db.insert(goals).values([
    { dealershipId: STORES.mesa, userId: null, month: lastMonth.start, unitTarget: '3' },
    { dealershipId: STORES.tempe, userId: null, month: lastMonth.start, unitTarget: '40' },
  ]);
  callers.groupAdmin = (await t.person('dealer_group_admin', { dealerGroupId: GROUP })).client;
  callers.sisterAdmin = (
    await t.person('dealer_group_admin', { dealerGroupId: SISTER_GROUP })
  ).client;
  callers.avp = (await t.person('area_vice_president', { areaId: AREA })).client;
  callers.otherAvp = (await t.person('area_vice_president', { areaId: OTHER_AREA })).client;
  callers.storeAdmin = (await t.person('dealership_admin', { dealershipId: STORES.mesa })).client;
}, 120_000);
afterAll(() => t.close());

const json = async <T>(client: TestClient, path: string) => {
  const response = await client.request(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** A scope's figures for a range, by hand: DOMAIN.md's sums and ratios over the deals. */
async function byHand(stores: number[], range: { start: string; end: string }) {
  const [row] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select count(*) filter (where status <> 'Unwound') as units,
               count(*) filter (where status = 'Unwound') as unwinds,
               coalesce(sum(front_end_gross) filter (where status <> 'Unwound'), 0) as front,
               coalesce(sum(back_end_gross) filter (where status <> 'Unwound'), 0) as back,
               coalesce(sum(products_sold) filter (where status <> 'Unwound'), 0) as products,
               count(*) filter (where status <> 'Unwound' and vsc_profit > 0) as vsc,
               count(*) filter (where status <> 'Unwound' and gap_profit > 0 and deal_type <> 'Cash') as gap,
               count(*) filter (where status <> 'Unwound' and deal_type <> 'Cash') as gap_eligible,
               coalesce(sum(total_gross) filter (where status = 'Funded'), 0) as funded,
               coalesce(sum(total_gross) filter (where status = 'Pending'), 0) as at_risk
        from deals
        where dealership_id in (${sql.join(stores, sql`, `)})
          and deal_date >= ${range.start}::date and deal_date < ${range.end}::date`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  const units = n('units');
  const per = (amount: number) => (units === 0 ? 0 : Math.round((amount / units) * 100) / 100);
  const [pending] = await queryRows<{ count: string }>(
    t.database.db,
    sql`select count(*) as count from deals
        where dealership_id in (${sql.join(stores, sql`, `)})
          and status = 'Pending' and deal_date < ${addDays(today, -10)}::date`,
  );
  return {
    units,
    unwinds: n('unwinds'),
    frontGross: n('front'),
    backGross: n('back'),
    totalGross: Math.round((n('front') + n('back')) * 100) / 100,
    frontPvr: per(n('front')),
    backPvr: per(n('back')),
    ppd: Math.round(ratio(n('products'), units) * 100) / 100,
    vscPenetration: ratio(n('vsc'), units),
    gapPenetration: ratio(n('gap'), n('gap_eligible')),
    fundedGross: n('funded'),
    atRiskGross: n('at_risk'),
    pendingOver10Days: Number(pending?.count ?? 0),
  };
}

const figuresOf = (line: GroupRollup['total']) => ({
  units: line.units,
  unwinds: line.unwinds,
  frontGross: line.frontGross,
  backGross: line.backGross,
  totalGross: line.totalGross,
  frontPvr: line.frontPvr,
  backPvr: line.backPvr,
  ppd: line.ppd,
  vscPenetration: line.vscPenetration,
  gapPenetration: line.gapPenetration,
  fundedGross: line.fundedGross,
  atRiskGross: line.atRiskGross,
  pendingOver10Days: line.pendingOver10Days,
});

async function monthsByHand(stores: number[], range: { start: string; end: string }) {
  const rows = await queryRows<{ month: string; units: string; gross: string }>(
    t.database.db,
    sql`select to_char(deal_date, 'YYYY-MM') as month,
               count(*) filter (where status <> 'Unwound') as units,
               coalesce(sum(total_gross) filter (where status <> 'Unwound'), 0) as gross
        from deals where dealership_id in (${sql.join(stores, sql`, `)})
          and deal_date >= ${range.start}::date and deal_date < ${range.end}::date
        group by 1`,
  );
  const of = new Map(rows.map((row) => [row.month, row]));
  return monthsBetween(range).map((month) => ({
    month,
    units: Number(of.get(month)?.units ?? 0),
    totalGross: Number(of.get(month)?.gross ?? 0),
  }));
}

describe('group rollup', () => {
  it.each(['last_month', 'year_to_date', 'this_month', 'last_year'])(
    "shows every store of the group and the group's total as the deals add up, %s",
    async (period) => {
      const rollup = await json<GroupRollup>(
        callers.groupAdmin,
        `/api/groups/${GROUP}/rollup?period=${period}`,
      );
      const range = resolvePeriod(period as 'last_month', today);
      expect(rollup.group).toEqual({ id: GROUP, name: 'Saguaro Auto Group' });
      expect(rollup.area).toEqual({ id: AREA, name: 'Sonoran Area' });
      expect(rollup.stores.map((store) => store.name)).toEqual(['Mesa Ford', 'Tempe Honda']);
      for (const store of rollup.stores) {
        expect(figuresOf(store), store.name).toEqual(await byHand([store.dealershipId], range));
        // Compared with the period before only when the store's deals began by its start.
        const [first] = await queryRows<{ month: string }>(
          t.database.db,
          sql`select to_char(min(deal_date), 'YYYY-MM-01') as month from deals
              where dealership_id = ${store.dealershipId}`,
        );
        if (first!.month <= range.previous.start) {
          const before = await byHand([store.dealershipId], range.previous);
          expect(store.previous?.units, store.name).toBe(before.units);
          expect(store.previous?.totalGross, store.name).toBe(before.totalGross);
        } else {
          expect(store.previous, store.name).toBeNull();
        }
      }
      expect(figuresOf(rollup.total)).toEqual(await byHand(GROUP_STORES, range));
      // Ranked by total gross.
      const [first, second] = [...rollup.stores].sort((a, b) => a.rank - b.rank);
      expect(first!.totalGross).toBeGreaterThanOrEqual(second!.totalGross);
    },
  );

  it("paces each store's units against its goal for a month, and the group against their sum", async () => {
    const rollup = await json<GroupRollup>(
      callers.groupAdmin,
      `/api/groups/${GROUP}/rollup?period=last_month`,
    );
    const mesa = rollup.stores.find((store) => store.dealershipId === STORES.mesa)!;
    // A month gone by is complete: the whole goal was expected.
    expect(mesa.pace).toMatchObject({ target: 3, expected: 3 });
    expect(mesa.pace?.progress).toBe(Math.round((mesa.units / 3) * 1000) / 10);
    expect(rollup.total.pace).toMatchObject({ target: 43, expected: 43 });
    const year = await json<GroupRollup>(
      callers.groupAdmin,
      `/api/groups/${GROUP}/rollup?period=year_to_date`,
    );
    expect(year.total.pace).toBeNull();
  });

  it('charts twelve months of the group and of a chosen store, ending with the period', async () => {
    const rollup = await json<GroupRollup>(
      callers.groupAdmin,
      `/api/groups/${GROUP}/rollup?period=last_month&trend_dealership_id=${STORES.tempe}`,
    );
    const period = resolvePeriod('last_month', today);
    const range = { start: rollup.trend[0]!.month + '-01', end: period.end };
    expect(rollup.trend).toHaveLength(12);
    expect(rollup.trend.at(-1)!.month).toBe(period.start.slice(0, 7));
    expect(rollup.trend).toEqual(await monthsByHand(GROUP_STORES, range));
    expect(rollup.storeTrend).toEqual({
      dealershipId: STORES.tempe,
      months: await monthsByHand([STORES.tempe], range),
    });
  });

  it('refuses a store of another group as the trend to chart, and a period it does not know', async () => {
    const outside = await callers.groupAdmin.request(
      `/api/groups/${GROUP}/rollup?trend_dealership_id=${STORES.chandler}`,
    );
    expect(outside.status).toBe(403);
    expect(
      (await callers.groupAdmin.request(`/api/groups/${GROUP}/rollup?period=soon`)).status,
    ).toBe(400);
  });
});

describe('area rollup', () => {
  it('ranks the groups and stores of the area, with the area total, as the deals add up', async () => {
    const rollup = await json<AreaRollup>(
      callers.avp,
      `/api/areas/${AREA}/rollup?period=year_to_date`,
    );
    const range = resolvePeriod('year_to_date', today);
    expect(rollup.area).toEqual({ id: AREA, name: 'Sonoran Area' });
    expect(rollup.stores.map((store) => store.dealershipId).sort()).toEqual(
      [...AREA_STORES].sort(),
    );
    expect(figuresOf(rollup.total)).toEqual(await byHand(AREA_STORES, range));
    expect(rollup.groups.map((group) => group.rank)).toEqual([1, 2]);
    for (const group of rollup.groups) {
      const own = group.dealerGroupId === GROUP ? GROUP_STORES : [STORES.chandler];
      expect(group.storeCount).toBe(own.length);
      expect(figuresOf(group), group.name).toEqual(await byHand(own, range));
    }
    expect(rollup.groups[0]!.totalGross).toBeGreaterThanOrEqual(rollup.groups[1]!.totalGross);
  });

  it('gives the best, median and worst store of each figure', async () => {
    const rollup = await json<AreaRollup>(
      callers.avp,
      `/api/areas/${AREA}/rollup?period=year_to_date`,
    );
    const backPvr = rollup.spread.find((row) => row.kpi === 'backPvr')!;
    const values = rollup.stores.map((store) => store.backPvr).sort((a, b) => a - b);
    expect(backPvr.best.value).toBe(values.at(-1));
    expect(backPvr.worst.value).toBe(values[0]);
    expect(backPvr.median).toBe(values[1]);
    expect(
      rollup.stores.find((store) => store.dealershipId === backPvr.worst.dealershipId)?.backPvr,
    ).toBe(values[0]);
  });
});

describe('store overview', () => {
  it("answers the store's line of its group's rollup, with its group and area by name", async () => {
    const overview = await json<StoreOverview>(
      callers.groupAdmin,
      `/api/dealerships/${STORES.tempe}/overview?period=last_month`,
    );
    const rollup = await json<GroupRollup>(
      callers.groupAdmin,
      `/api/groups/${GROUP}/rollup?period=last_month`,
    );
    const {
      dealerGroupId: _g,
      dealerGroupName: _n,
      rank: _r,
      ...line
    } = rollup.stores.find((store) => store.dealershipId === STORES.tempe)!;
    expect(overview.store).toEqual(line);
    expect(overview.group).toEqual({ id: GROUP, name: 'Saguaro Auto Group' });
    expect(overview.area).toEqual({ id: AREA, name: 'Sonoran Area' });
  });
});

describe('who sees which rollup', () => {
  const status = async (client: TestClient, path: string) => (await client.request(path)).status;

  it("keeps a group admin to their own group's stores", async () => {
    expect(await status(callers.groupAdmin, `/api/groups/${GROUP}/rollup`)).toBe(200);
    expect(await status(callers.groupAdmin, `/api/groups/${SISTER_GROUP}/rollup`)).toBe(404);
    expect(await status(callers.groupAdmin, `/api/groups/999999/rollup`)).toBe(404);
    expect(await status(callers.groupAdmin, `/api/areas/${AREA}/rollup`)).toBe(403);
    expect(await status(callers.groupAdmin, `/api/dealerships/${STORES.chandler}/overview`)).toBe(
      403,
    );
    expect(await status(callers.sisterAdmin, `/api/dealerships/${STORES.mesa}/overview`)).toBe(403);
  });

  it("keeps an area's vice president to their area's groups and stores", async () => {
    expect(await status(callers.avp, `/api/groups/${SISTER_GROUP}/rollup`)).toBe(200);
    expect(await status(callers.avp, `/api/dealerships/${STORES.chandler}/overview`)).toBe(200);
    expect(await status(callers.otherAvp, `/api/areas/${AREA}/rollup`)).toBe(404);
    expect(await status(callers.otherAvp, `/api/groups/${GROUP}/rollup`)).toBe(404);
    expect(await status(callers.otherAvp, `/api/dealerships/${STORES.mesa}/overview`)).toBe(403);
    expect(await status(callers.avp, `/api/areas/${OTHER_AREA}/rollup`)).toBe(404);
  });

  it("refuses a dealership admin any group's or area's rollup", async () => {
    expect(await status(callers.storeAdmin, `/api/groups/${GROUP}/rollup`)).toBe(403);
    expect(await status(callers.storeAdmin, `/api/areas/${AREA}/rollup`)).toBe(403);
    expect(await status(callers.storeAdmin, `/api/dealerships/${STORES.mesa}/overview`)).toBe(200);
    expect(await status(callers.storeAdmin, `/api/dealerships/${STORES.tempe}/overview`)).toBe(403);
  });
});

describe('names in the session', () => {
  it('names the group of a group admin and the area of a vice president', async () => {
    const session = await callers.groupAdmin.request('/api/auth/session/refresh', {
      method: 'POST',
    });
    const { user } = (await session.json()) as { user: { dealerGroupName: string | null } };
    expect(user.dealerGroupName).toBe('Saguaro Auto Group');
    const avp = await callers.avp.request('/api/auth/session/refresh', { method: 'POST' });
    const avpUser = ((await avp.json()) as { user: { areaName: string | null } }).user;
    expect(avpUser.areaName).toBe('Sonoran Area');
  });
});
