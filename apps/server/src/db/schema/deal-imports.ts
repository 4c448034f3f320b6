import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { dealerships } from './org';

/**
 * One import of a deal log (issue 15, ADR 032): its deals carry its id, so the
 * whole file can be undone within 24 hours if none of them changed since.
 * `created_at` is the one clock's time, which the 24 hours are counted from.
 */
export const dealImportBatches = pgTable(
  'deal_import_batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    /** Deals written; rows left out (duplicates, rows with problems) are counted apart. */
    dealCount: integer().notNull(),
    skippedCount: integer().notNull().default(0),
    undoneAt: timestamp({ withTimezone: true }),
    undoneBy: uuid().references(() => users.id),
  },
  (t) => [index().on(t.dealershipId, t.createdAt)],
);
