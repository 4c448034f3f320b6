import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { dealerships } from './org';

/**
 * What changed in a store, one row a deal or sale write, in the write's own
 * transaction (ADR 027). Ids only: a live screen refetches what it shows. The
 * ids of one store follow its commits (the writers take turns), so a stream
 * that has sent up to an id has sent everything of that store before it; rows
 * are kept a day, for screens that reconnect.
 */
export const storeEvents = pgTable(
  'store_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 8 }).notNull(),
    entityId: uuid().notNull(),
    change: varchar({ length: 16 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_events_dealership_id_idx').on(t.dealershipId, t.id),
    index('store_events_at_idx').on(t.at),
  ],
);
