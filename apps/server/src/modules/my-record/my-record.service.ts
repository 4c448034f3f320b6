import { metricsFromSums } from '@das/shared/deal-metrics';
import { moneyPer, roundMoney } from '@das/shared/money';
import { recordKindOf, summarizeRecord, type SummedMonth } from '@das/shared/my-record';
import { monthsBetween, shiftMonth } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import type { MyRecord } from '@das/shared/schemas/my-record';
import { DEFAULT_SMALL_SAMPLE_DEALS } from '@das/shared/small-sample';
import type { Database } from '../../db/client';
import { findStoreSettings } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { storesMonthTargets } from '../goals/month-targets';
import { personMonthSums } from './my-record.repository';

/** The signed-in person whose record is read: always the caller, never anyone named in a request. */
export interface RecordPerson {
  userId: string;
  role: Role;
  firstName: string;
  lastName: string;
  dealershipId: number;
  dealershipName: string | null;
}

/** The months of goals read beside the sums: four years, most people's whole record. */
const RECENT_GOAL_MONTHS = 48;

const zeroMonth = (month: string, finance: boolean): SummedMonth => ({
  month,
  deals: 0,
  units: 0,
  frontGross: 0,
  backGross: 0,
  totalGross: 0,
  gross: 0,
  pvr: 0,
  ppd: finance ? 0 : null,
  penetration: [],
  goal: null,
  productsSold: 0,
});

/** The person's months with deals, summed by the database: F&I from the summaries (ADR 017). */
async function monthSums(
  db: Database,
  person: RecordPerson,
  kind: MyRecord['kind'],
): Promise<SummedMonth[]> {
  const scope = { ids: [person.dealershipId] };
  if (kind === 'finance') {
    const rows = await figures.dealSums(db, scope, { fiManagerId: person.userId }, { by: 'month' });
    return rows.map(({ key, sums }) => {
      const metrics = metricsFromSums(sums);
      return {
        ...zeroMonth(key, true),
        deals: sums.deals,
        units: metrics.units,
        frontGross: metrics.frontGross,
        backGross: metrics.backGross,
        totalGross: metrics.totalGross,
        gross: metrics.backGross,
        pvr: metrics.backPvr,
        ppd: metrics.ppd,
        productsSold: metrics.productsSold,
        penetration: metrics.products.map(({ product, sold, eligible, penetration }) => ({
          product,
          sold,
          eligible,
          penetration,
        })),
      };
    });
  }
  const rows = await personMonthSums(db, scope, person.userId, kind);
  return rows.map((row) => {
    const frontGross = roundMoney(row.frontGross);
    const backGross = roundMoney(row.backGross);
    const totalGross = roundMoney(frontGross + backGross);
    return {
      ...zeroMonth(row.month, false),
      deals: row.deals,
      units: row.units,
      frontGross,
      backGross,
      totalGross,
      gross: totalGross,
      pvr: moneyPer(totalGross, row.units),
    };
  });
}

/**
 * The person's record (issue 15): every month from their first deal to this
 * one, a month without deals shown as zeros, each with the goal they were
 * measured against (saved, or the store's default in force, ADR 020); then
 * the best months and averages. Three reads side by side, whatever the months.
 */
export async function readRecord(
  db: Database,
  person: RecordPerson,
  today: string,
): Promise<{ record: MyRecord; months: SummedMonth[] }> {
  const kind = recordKindOf(person.role);
  const currentMonth = today.slice(0, 7);
  const end = `${shiftMonth(currentMonth, 1)}-01`;
  // The goals of the last years are read beside the sums, before the first month is known
  // (one round instead of two); a longer record reads its earlier months' goals after.
  const recentStart = `${shiftMonth(currentMonth, 1 - RECENT_GOAL_MONTHS)}-01`;
  const goalsOf = (months: string[]) =>
    storesMonthTargets(db, [person.dealershipId], months).then((stores) =>
      stores.get(person.dealershipId)!,
    );
  const [sums, settings, recent] = await Promise.all([
    monthSums(db, person, kind),
    findStoreSettings(db, person.dealershipId),
    goalsOf(monthsBetween({ start: recentStart, end })),
  ]);
  const first = sums[0]?.month;
  const monthKeys = first ? monthsBetween({ start: `${first}-01`, end }) : [];
  const earlier = monthKeys.filter((month) => `${month}-01` < recentStart);
  const targets = earlier.length > 0 ? new Map([...(await goalsOf(earlier)), ...recent]) : recent;
  const byMonth = new Map(sums.map((month) => [month.month, month]));
  const months = monthKeys.map((key) => {
    const month = byMonth.get(key) ?? zeroMonth(key, kind === 'finance');
    const goal = targets.get(key)?.targets.find((target) => target.userId === person.userId);
    return {
      ...month,
      goal: goal
        ? {
            unitTarget: Number(goal.unitTarget),
            grossTarget: goal.grossTarget === null ? null : Number(goal.grossTarget),
          }
        : null,
    };
  });
  const smallSampleDeals = settings?.smallSampleDeals ?? DEFAULT_SMALL_SAMPLE_DEALS;
  const record: MyRecord = {
    person: {
      userId: person.userId,
      name: `${person.firstName} ${person.lastName}`.trim(),
      role: person.role,
      dealershipName: person.dealershipName,
    },
    kind,
    today,
    smallSampleDeals,
    months: months.map(({ productsSold: _productsSold, ...month }) => month),
    ...summarizeRecord(months, currentMonth, smallSampleDeals),
  };
  return { record, months };
}
