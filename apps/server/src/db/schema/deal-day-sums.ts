import { date, integer, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { PRODUCTS, VEHICLE_TYPES, type Product, type VehicleType } from '@das/shared/deals';
import { users } from './identity';
import { dealerships } from './org';

const count = (name: string) => integer(name).notNull().default(0);
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

type ProductColumns = Record<`${Product}_${'sold' | 'eligible'}`, ReturnType<typeof count>> &
  Record<`${Product}_profit`, ReturnType<typeof amount>>;
const productColumns = Object.fromEntries(
  PRODUCTS.flatMap((product) => [
    [`${product}_sold`, count(`${product}_sold`)],
    [`${product}_eligible`, count(`${product}_eligible`)],
    [`${product}_profit`, amount(`${product}_profit`)],
  ]),
) as ProductColumns;
const mixColumns = Object.fromEntries(
  VEHICLE_TYPES.map((type) => [`mix_${type.toLowerCase()}`, count(`mix_${type.toLowerCase()}`)]),
) as Record<`mix_${Lowercase<VehicleType>}`, ReturnType<typeof count>>;

/**
 * The sums of `deal-figures.repository`'s `MetricSums` per store, calendar day
 * and F&I manager, so a group's year or an area's month reads thousands of
 * these rows instead of a million deals (ADR 017). Triggers on `deals` keep
 * them exact in the transaction of every insert, change and delete (migration
 * 0011); a day without deals has no row.
 */
export const dealDaySums = pgTable(
  'deal_day_sums',
  {
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    day: date({ mode: 'string' }).notNull(),
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
    ...productColumns,
    ...mixColumns,
  },
  (t) => [unique('deal_day_sums_key').on(t.dealershipId, t.day, t.fiManagerId).nullsNotDistinct()],
);
