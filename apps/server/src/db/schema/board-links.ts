import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { dealerships } from './org';

/**
 * A showroom TV's way in (ADR 028): a device token that reads one store's
 * board and nothing else. Only the token's SHA-256 is kept, so the table
 * leaked opens no board; revoking sets `revoked_at`, and the board's reads and
 * its stream's heartbeat refuse it from then on.
 */
export const boardLinks = pgTable(
  'board_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token shown once at creation. */
    tokenHash: char({ length: 64 }).notNull().unique(),
    label: varchar({ length: 60 }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('board_links_dealership_id_idx')
      .on(t.dealershipId, t.createdAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);
