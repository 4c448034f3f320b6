import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The UTC days on which a person used the API while signed in (issue 13,
 * "active users per day"): one row per person per day, written the first time
 * `requireUser` sees them that day (auth/active-days.ts), so counting a day's
 * active people is counting its rows. The day leads the key: the panel reads
 * a range of days, and retention deletes the oldest days first.
 */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    day: date({ mode: 'string' }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
