import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GoalDefaults } from '@das/shared/schemas/store-defaults';
import { users } from './identity';
import { dealerships } from './org';

/** A monthly target for one person, or for the whole store when `userId` is null. */
export const goals = pgTable(
  'goals',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** First day of the month the goal is for. */
    month: date({ mode: 'string' }).notNull(),
    unitTarget: numeric({ precision: 6, scale: 1 }).notNull(),
    grossTarget: numeric({ precision: 12, scale: 2 }),
    setBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.dealershipId, t.userId, t.month).nullsNotDistinct(),
    index().on(t.userId, t.month),
  ],
);

/**
 * A store's default monthly goals (ADR 020), one version per day they were
 * saved at the store: a month without goals of its own is measured against the
 * latest version saved before that month ended, so a later save never moves a
 * month already over.
 */
export const goalDefaults = pgTable(
  'goal_defaults',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    /** The store's day the version was saved; a second save that day replaces it. */
    savedOn: date({ mode: 'string' }).notNull(),
    defaults: jsonb().$type<GoalDefaults>().notNull(),
    setBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.dealershipId, t.savedOn)],
);
