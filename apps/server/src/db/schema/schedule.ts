import {
  date,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { dealerships } from './org';

/** One person's shift on one day (DOMAIN.md "Schedule"); no row means nothing planned. */
export const scheduleShifts = pgTable(
  'schedule_shifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** opening, mid, closing, weekend or off. */
    shift: varchar({ length: 10 }).notNull(),
    updatedBy: uuid().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.day), index().on(t.dealershipId, t.day)],
);
