import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@das/shared/languages';
import type { FinancePayPlan, ManagerPayPlan, SalesPayPlan } from '@das/shared/schemas/pay';
import { users } from './identity';
import { dealerships } from './org';

/**
 * Pay plans by the month they take effect (DOMAIN.md "Pay plans"): a month is
 * paid on the plan in force at its start, so a new plan never rewrites the past.
 */
export const payPlans = pgTable(
  'pay_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    /** finance, salesperson or manager (PAY_PLAN_KINDS). */
    kind: varchar({ length: 20 }).notNull().default('finance'),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    plan: jsonb().$type<FinancePayPlan | SalesPayPlan | ManagerPayPlan>().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.kind, t.effectiveFrom), index().on(t.dealershipId)],
);

/** What a person chose for their own screens; kept on the server, so every browser agrees. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hideAmounts: boolean().notNull().default(false),
  language: varchar({ length: 5 }).$type<LanguageCode>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
