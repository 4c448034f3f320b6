import { z } from 'zod';
import { SIGNUP_PLANS, SUBSCRIPTION_STATUSES } from '../subscription-plans';
import { addFieldIssue } from '../validation';
import { isoDay, oneLineText } from './fields';

/**
 * The subscriptions platform staff manage (issue 13, ADR 025): every tenant's
 * plan, price and state; a trial extended, a subscription activated or
 * canceled from a day on. No payment is taken: the state changes are the
 * record, each in the audit log.
 */

/** Rows on one page of the list. */
export const SUBSCRIPTIONS_PAGE_SIZE = { default: 50, max: 200 } as const;

/** The longest one extension adds to a trial. */
export const MAX_TRIAL_EXTENSION_DAYS = 365;

export const subscriptionListQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.enum(SIGNUP_PLANS).optional(),
  /** The tenant's name (its store or group), or part of it. */
  search: oneLineText().trim().max(200).optional(),
  /** Opaque keyset cursor: the page starts after the row it names. */
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUBSCRIPTIONS_PAGE_SIZE.max)
    .default(SUBSCRIPTIONS_PAGE_SIZE.default),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/** Money as PostgreSQL's NUMERIC gives it: exact, two decimals, in US dollars. */
const amount = z.string().regex(/^\d+\.\d{2}$/);

export const platformSubscriptionSchema = z.object({
  id: z.uuid(),
  plan: z.enum(SIGNUP_PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The store's or the group's name. */
  tenantName: z.string(),
  dealershipId: z.number().int().nullable(),
  dealerGroupId: z.number().int().nullable(),
  subscriberEmail: z.string(),
  locations: z.number().int(),
  monthlyPrice: amount,
  /** The monthly price shared equally by the locations, to the cent. */
  pricePerLocation: amount,
  trialEndsAt: z.string(),
  /** The day a canceled subscription ends (the tenant reads only from then); null unless canceled. */
  cancelsOn: z.iso.date().nullable(),
  createdAt: z.string(),
});
export type PlatformSubscription = z.infer<typeof platformSubscriptionSchema>;

export const subscriptionPageSchema = z.object({
  items: z.array(platformSubscriptionSchema),
  /** Cursor of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

export const subscriptionIdParamSchema = z.object({ id: z.uuid() });

/** A trial extended by a number of days from its end (or from now, once ended), or to a day. */
export const extendTrialSchema = z
  .object({
    days: z.number().int().min(1).max(MAX_TRIAL_EXTENSION_DAYS).optional(),
    /** The trial runs to the end of this UTC day. */
    until: isoDay().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.days === undefined) === (body.until === undefined)) {
      addFieldIssue(ctx, { field: 'days', code: 'required', params: {} });
    }
  });
export type ExtendTrial = z.infer<typeof extendTrialSchema>;

export const cancelSubscriptionSchema = z
  .object({
    /** The first day the tenant reads only: today (UTC) or later. */
    on: isoDay(),
  })
  .strict();
export type CancelSubscription = z.infer<typeof cancelSubscriptionSchema>;

/** What each store of a subscription would be billed a month; no payment is taken. */
export const billingPreviewSchema = z.object({
  subscriptionId: z.uuid(),
  locations: z.number().int(),
  pricePerLocation: amount,
  monthlyTotal: amount,
  /** The stores it covers today, each billed the price per location. */
  stores: z.array(z.object({ dealershipId: z.number().int(), name: z.string(), monthly: amount })),
});
export type BillingPreview = z.infer<typeof billingPreviewSchema>;
