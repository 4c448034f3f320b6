import { date, index, integer, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { PRODUCTS, VEHICLE_TYPES, type Product, type VehicleType } from '@das/shared/deals';
import { users } from './identity';
import { dealerships } from './org';

const count = (name: string) => integer(name).notNull().default(0);
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

type ProductColumns = Record<`${Product}_${'sold' | 'eligible'}`, ReturnType<typeof count>> &
  Record<`${Product}_profit`, ReturnType<typeof amount>>;

/** The summed columns, fresh for each table: one definition for the day and the month grain. */
function summedColumns() {
  const products = Object.fromEntries(
    PRODUCTS.flatMap((product) => [
      [`${product}_sold`, count(`${product}_sold`)],
      [`${product}_eligible`, count(`${product}_eligible`)],
      [`${product}_profit`, amount(`${product}_profit`)],
    ]),
  ) as ProductColumns;
  const mix = Object.fromEntries(
    VEHICLE_TYPES.map((type) => [`mix_${type.toLowerCase()}`, count(`mix_${type.toLowerCase()}`)]),
  ) as Record<`mix_${Lowercase<VehicleType>}`, ReturnType<typeof count>>;
  return {
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    /** The deals' F&I manager; null for deals without one. */
    fiManagerId: uuid().references(() => users.id),
    deals: count('deals'),
    units: count('units'),
    frontGross: amount('front_gross'),
    backGross: amount('back_gross'),
    productsSold: count('products_sold'),
    minis: count('minis'),
    fundedDeals: count('funded_deals'),
    fundedBack: amount('funded_back'),
    fundedTotal: amount('funded_total'),
    pendingDeals: count('pending_deals'),
    pendingBack: amount('pending_back'),
    pendingTotal: amount('pending_total'),
    ...products,
    ...mix,
  };
}

/**
 * The sums of `deal-figures.repository`'s `MetricSums` per store, calendar day
 * and F&I manager, so a group's year or an area's month reads thousands of
 * these rows instead of a million deals (ADR 017). Triggers on `deals` keep
 * them exact in the transaction of every insert, change and delete (migration
 * 0011); a day without deals has no row.
 */
export const dealDaySums = pgTable(
  'deal_day_sums',
  { day: date({ mode: 'string' }).notNull(), ...summedColumns() },
  (t) => [
    unique('deal_day_sums_key').on(t.dealershipId, t.day, t.fiManagerId).nullsNotDistinct(),
    // The platform's deals per day (issue 13) read a few days of every store: by day, not by
    // store. The triggers never change a row's day, so their updates stay HOT.
    index('deal_day_sums_day_idx').on(t.day),
  ],
);

/**
 * The same sums per calendar month (`month` is its first day), kept by the same
 * triggers (migration 0012): a year or a twelve-month trend reads whole months
 * here and only the days of a month begun or not finished in `deal_day_sums`.
 */
export const dealMonthSums = pgTable(
  'deal_month_sums',
  { month: date({ mode: 'string' }).notNull(), ...summedColumns() },
  (t) => [
    unique('deal_month_sums_key').on(t.dealershipId, t.month, t.fiManagerId).nullsNotDistinct(),
  ],
);
