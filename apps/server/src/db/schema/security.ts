import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * State that must be shared by every app server (DECISIONS.md: servers are
 * stateless), so it lives in the database.
 */

/** Failed sign-ins per account, for the lockout of SPEC.md §4. */
export const loginAttempts = pgTable('login_attempts', {
  email: varchar({ length: 254 }).primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** Fixed-window request counters per client address and route group. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar({ length: 200 }).primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Server secrets generated on first start, so a fresh install needs no key setup. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to a creating write sent with an Idempotency-Key, so that a
 * retry of it answers the same instead of writing twice (lib/idempotency.ts).
 * A row without a status is a request still being processed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: a user id, or the address of someone not signed in. */
    scope: varchar({ length: 100 }).notNull(),
    key: varchar({ length: 100 }).notNull(),
    method: varchar({ length: 10 }).notNull(),
    path: varchar({ length: 200 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    status: integer(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
