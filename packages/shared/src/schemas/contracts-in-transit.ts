import { z } from 'zod';
import { TRANSIT_BUCKETS } from '../contracts-in-transit';
import { DEAL_TYPES } from '../deals';

/** Contracts in transit (issue 14, ADR 029): a store's pending deals by age. */
export const contractsInTransitQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
});

/** Deals and their back-end gross waiting in one bucket of days. */
const bucketSums = z.object({
  bucket: z.enum(TRANSIT_BUCKETS.map((bucket) => bucket.key)),
  deals: z.number().int(),
  backGross: z.number(),
});

/** One lender's or one F&I manager's pending deals: per bucket, in total, and its oldest. */
const transitGroup = z.object({
  deals: z.number().int(),
  backGross: z.number(),
  oldestDays: z.number().int(),
  buckets: z.array(bucketSums),
});

export const transitDealSchema = z.object({
  id: z.uuid(),
  dealNumber: z.string(),
  dealDate: z.string(),
  days: z.number().int(),
  customerLastName: z.string(),
  dealType: z.enum(DEAL_TYPES),
  lender: z.string().nullable(),
  fiManagerName: z.string().nullable(),
  backGross: z.number(),
});

export const contractsInTransitSchema = z.object({
  dealershipId: z.number().int(),
  today: z.string(),
  /** The store's setting: a deal pending longer is marked on the deal logs. */
  alertDays: z.number().int(),
  total: transitGroup,
  /** Oldest waiting first; a cash deal has no lender (null). */
  byLender: z.array(transitGroup.extend({ lender: z.string().nullable() })),
  /** Oldest waiting first; null is deals without an F&I manager. */
  byFiManager: z.array(
    transitGroup.extend({ fiManagerId: z.uuid().nullable(), name: z.string().nullable() }),
  ),
  /** The oldest pending deals, oldest first, at most `OLDEST_LISTED`; the CSV has them all. */
  oldest: z.array(transitDealSchema),
});
export type ContractsInTransit = z.infer<typeof contractsInTransitSchema>;
export type TransitDeal = z.infer<typeof transitDealSchema>;

/** How many of the oldest deals the page lists; the CSV export lists every pending deal. */
export const OLDEST_LISTED = 50;
