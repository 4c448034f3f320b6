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
  uuid,
} from 'drizzle-orm/pg-core';
import { SIGNUP_PLANS, SUBSCRIPTION_STATUSES } from '@das/shared/subscription-plans';
import { users } from './identity';
import { dealerGroups, dealerships } from './org';

export const subscriptionPlanEnum = pgEnum('subscription_plan', SIGNUP_PLANS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

/**
 * What a customer signed up for (issue 6): every sign-up starts one, on a free
 * trial with no card. It covers one dealership (a single finance office or a
 * store) or one dealer group, never both.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    plan: subscriptionPlanEnum().notNull(),
    status: subscriptionStatusEnum().notNull().default('trialing'),
    /** The person who signed up and answers for the account. */
    subscriberId: uuid()
      .notNull()
      .references(() => users.id),
    dealershipId: integer().references(() => dealerships.id),
    dealerGroupId: integer().references(() => dealerGroups.id),
    /** Stores billed: 1 for a single finance office or a dealership; a group's store count. */
    locations: integer().notNull().default(1),
    /** US dollars a month after the trial (PRICING), exact. */
    monthlyPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    trialEndsAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * A canceled subscription's last day is the one before this UTC day: from
     * it on, the tenant reads only (ADR 025). Set exactly when it is canceled.
     */
    cancelsOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.subscriberId),
    index().on(t.dealershipId),
    index().on(t.dealerGroupId),
    // The platform's list, newest first, one keyset page at a time.
    index().on(t.createdAt.desc(), t.id.desc()),
    check(
      'subscriptions_canceled_has_day',
      sql`(${t.status} = 'canceled') = (${t.cancelsOn} is not null)`,
    ),
    check(
      'subscriptions_covers_one',
      sql`(${t.dealershipId} is null) <> (${t.dealerGroupId} is null)`,
    ),
    check(
      'subscriptions_group_plan_covers_group',
      sql`(${t.plan} = 'dealer_group') = (${t.dealerGroupId} is not null)`,
    ),
    check('subscriptions_locations_positive', sql`${t.locations} >= 1`),
    check('subscriptions_price_not_negative', sql`${t.monthlyPrice} >= 0`),
  ],
);
