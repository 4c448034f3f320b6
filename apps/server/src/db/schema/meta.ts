import { date, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per data seed applied, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar({ length: 64 }).primaryKey(),
  /** The day the seed's relative dates were computed from. */
  anchorDate: date({ mode: 'string' }).notNull(),
  seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
