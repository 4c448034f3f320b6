import { z } from 'zod';
import { SIGNUP_PLANS } from '../subscription-plans';

/**
 * How the platform is used (issue 13, "Sign-ups and use"), for platform staff.
 * Days and weeks are UTC (weeks start on Monday): the platform's calendar, not
 * one store's. A demo account counts demo stores and people, a real one the rest.
 */

export const USAGE_RANGE = {
  weeks: { default: 12, max: 52 },
  days: { default: 30, max: 90 },
} as const;

export const platformUsageQuerySchema = z.object({
  /** Weeks back from this one, this one included: sign-ups and trials. */
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(USAGE_RANGE.weeks.max)
    .default(USAGE_RANGE.weeks.default),
  /** Days back from today, today included: active people and deals. */
  days: z.coerce.number().int().min(1).max(USAGE_RANGE.days.max).default(USAGE_RANGE.days.default),
});
export type PlatformUsageQuery = z.infer<typeof platformUsageQuerySchema>;

const count = z.number().int().nonnegative();

export const platformUsageSchema = z.object({
  /** Today, UTC, by the server's clock. */
  today: z.string(),
  /** Every week of the range, oldest first, with the subscriptions begun in it per plan. */
  signups: z.array(
    z.object({
      /** The week's Monday. */
      week: z.string(),
      plans: z.object(
        Object.fromEntries(SIGNUP_PLANS.map((plan) => [plan, count])) as {
          [P in (typeof SIGNUP_PLANS)[number]]: typeof count;
        },
      ),
    }),
  ),
  /**
   * Every week of the range: the free trials that ended in it (up to now), and
   * how many of those subscriptions are active (paying) today.
   */
  trials: z.array(z.object({ week: z.string(), ended: count, active: count })),
  /** Every day of the range: the people who used DAS Board while signed in. */
  activeUsers: z.array(z.object({ day: z.string(), people: count })),
  /** Every day of the range: the deals dated that day (deal date, not the day they were logged). */
  deals: z.array(z.object({ day: z.string(), deals: count })),
});
export type PlatformUsage = z.infer<typeof platformUsageSchema>;
