import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { saleStatusEnum, vehicleTypeEnum } from './enums';
import { users } from './identity';
import { dealerships } from './org';

/** The sales desk's record of a sold car (SPEC.md §3 "Sale", DOMAIN.md step 1). */
export const sales = pgTable(
  'sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    saleDate: date({ mode: 'string' }).notNull(),
    customerName: varchar({ length: 100 }),
    vehicleModel: varchar({ length: 50 }),
    vehicleType: vehicleTypeEnum(),
    stockNumber: varchar({ length: 20 }),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    status: saleStatusEnum().notNull().default('pending'),
    salespersonId: uuid().references(() => users.id),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether a deal names this sale. Kept by a trigger on deals (migration 0009), in
     * the deal's own transaction whatever writes it, so the F&I queue ("no deal yet")
     * reads its few waiting sales from a partial index instead of probing every sale.
     */
    hasDeal: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.dealershipId, t.saleDate),
    index('sales_waiting_for_deal_idx')
      .on(t.dealershipId, t.saleDate)
      .where(sql`not ${t.hasDeal}`),
    index().on(t.salespersonId, t.saleDate),
    check('sales_amount_minimum', sql`${t.amount} >= 0.01`),
  ],
);
