import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCTS } from '@das/shared/deals';
import { deals } from './deals';
import { users } from './identity';
import { dealerships } from './org';

export const productEnum = pgEnum('product', PRODUCTS);

/**
 * A product the customer cancelled after the deal (issue 15, ADR 031): a record
 * of its own, dated when it happens, so the deal's month keeps its figures and
 * its paid pay, and the chargeback reduces the month it is recorded in. A
 * product is charged back at most once per deal, by at most its profit on it.
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    product: productEnum().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** The store's calendar day it happened: its month is the month it reduces. */
    chargebackDate: date({ mode: 'string' }).notNull(),
    /** The deal's F&I manager when it was recorded: whose figures and pay it reduces. */
    fiManagerId: uuid().references(() => users.id),
    recordedBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboards' period of a store, per product and F&I manager.
    index().on(t.dealershipId, t.chargebackDate),
    // A deal's chargebacks: its edit view and the deal log's count and amount per row.
    unique().on(t.dealId, t.product),
    check('chargebacks_amount_positive', sql`${t.amount} > 0`),
  ],
);
