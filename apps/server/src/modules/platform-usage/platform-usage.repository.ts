import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SIGNUP_PLANS, type SignupPlan } from '@das/shared/subscription-plans';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { dealDaySums, dealerships, subscriptions, userActiveDays, users } from '../../db/schema';
import { utcDayStart } from '../../lib/utc-sql';

type Executor = Pick<Database, '_'>;

/** The weeks asked for: Mondays, `first` to `last` included (UTC). */
export interface WeekRange {
  first: string;
  last: string;
}

/** The days asked for, `first` to `last` included (UTC). */
export interface DayRange {
  first: string;
  last: string;
}

/** Every Monday of the range, as a column `week` (a date) to join the counts to. */
const weeksOf = (range: WeekRange) =>
  sql`generate_series(${range.first}::date, ${range.last}::date, interval '7 days') as w(at)`;
const daysOf = (range: DayRange) =>
  sql`generate_series(${range.first}::date, ${range.last}::date, interval '1 day') as g(at)`;
const dayText = (column: SQL) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;

/** The UTC Monday of a moment. */
const utcWeek = (column: AnyPgColumn) =>
  sql`date_trunc('week', ${column} at time zone 'UTC')::date`;

/**
 * A subscription is a demo one when its store is a demo store, or, for a group
 * plan (no store of its own), when the person who signed up is a demo account.
 */
const subscriptionsOf = (isDemo: boolean) => sql`${subscriptions}
  join ${users} on ${users.id} = ${subscriptions.subscriberId}
  left join ${dealerships} on ${dealerships.id} = ${subscriptions.dealershipId}
  where coalesce(${dealerships.isDemo}, ${users.isDemo}, false) = ${isDemo}`;

type Counts = Record<string, string | number | null>;
const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** Subscriptions begun per UTC week and plan; weeks without any are zeros. */
export async function signupsByWeek(db: Executor, range: WeekRange, isDemo: boolean) {
  const perPlan = sql.join(
    SIGNUP_PLANS.map(
      (plan) => sql`count(*) filter (where s.plan = ${plan})::int as ${sql.identifier(plan)}`,
    ),
    sql`, `,
  );
  const rows = await executePrepared<Counts & { week: string }>(
    db,
    sql`with s as (
          select ${utcWeek(subscriptions.createdAt)} as week, ${subscriptions.plan} as plan
          from ${subscriptionsOf(isDemo)}
            and ${subscriptions.createdAt} >= ${utcDayStart(range.first)}
        )
        select ${dayText(sql`w.at`)} as week, ${perPlan}
        from ${weeksOf(range)} left join s on s.week = w.at::date
        group by w.at order by w.at`,
  );
  return rows.map((row) => ({
    week: row.week,
    plans: Object.fromEntries(SIGNUP_PLANS.map((plan) => [plan, num(row[plan])])) as Record<
      SignupPlan,
      number
    >,
  }));
}

/**
 * Per UTC week, the free trials that ended in it by `now` (a trial ending later
 * this week has not ended), and how many of those subscriptions are active now.
 */
export async function trialsEndedByWeek(
  db: Executor,
  range: WeekRange,
  now: Date,
  isDemo: boolean,
) {
  const rows = await executePrepared<{ week: string; ended: number; active: number }>(
    db,
    sql`with t as (
          select ${utcWeek(subscriptions.trialEndsAt)} as week, ${subscriptions.status} as status
          from ${subscriptionsOf(isDemo)}
            and ${subscriptions.trialEndsAt} >= ${utcDayStart(range.first)}
            and ${subscriptions.trialEndsAt} <= ${now.toISOString()}::timestamptz
        )
        select ${dayText(sql`w.at`)} as week, count(t.status)::int as ended,
          count(*) filter (where t.status = 'active')::int as active
        from ${weeksOf(range)} left join t on t.week = w.at::date
        group by w.at order by w.at`,
  );
  return rows.map((row) => ({ week: row.week, ended: num(row.ended), active: num(row.active) }));
}

/** People who used the API signed in, per UTC day of the range. */
export async function activeUsersByDay(db: Executor, range: DayRange, isDemo: boolean) {
  const rows = await executePrepared<{ day: string; people: number }>(
    db,
    sql`with a as (
          select ${userActiveDays.day} as day, count(*)::int as people
          from ${userActiveDays} join ${users} on ${users.id} = ${userActiveDays.userId}
          where ${userActiveDays.day} between ${range.first} and ${range.last}
            and ${users.isDemo} = ${isDemo}
          group by ${userActiveDays.day}
        )
        select ${dayText(sql`g.at`)} as day, coalesce(a.people, 0)::int as people
        from ${daysOf(range)} left join a on a.day = g.at::date order by g.at`,
  );
  return rows.map((row) => ({ day: row.day, people: num(row.people) }));
}

/**
 * Deals per deal date across the stores, read from the daily summaries (every
 * deal, unwound ones too: each was logged); one row per store and day there.
 */
export async function dealsByDay(db: Executor, range: DayRange, isDemo: boolean) {
  const rows = await executePrepared<{ day: string; deals: number }>(
    db,
    sql`with d as (
          select ${dealDaySums.day} as day, sum(${dealDaySums.deals})::int as deals
          from ${dealDaySums} join ${dealerships} on ${dealerships.id} = ${dealDaySums.dealershipId}
          where ${dealDaySums.day} between ${range.first} and ${range.last}
            and ${dealerships.isDemo} = ${isDemo}
          group by ${dealDaySums.day}
        )
        select ${dayText(sql`g.at`)} as day, coalesce(d.deals, 0)::int as deals
        from ${daysOf(range)} left join d on d.day = g.at::date order by g.at`,
  );
  return rows.map((row) => ({ day: row.day, deals: num(row.deals) }));
}
