import { z } from 'zod';
import { PRODUCTS } from '../deals';
import { ROLES } from '../roles';

/**
 * A person's portable record (issue 15, ADR 033): their own deals, month by
 * month, as the role they hold reads them. `finance`: the deals they closed as
 * F&I manager (deals, back gross, back PVR, PPD, penetration per product);
 * `sales`: the deals they sold, a split counting ½ (units, gross, PVR);
 * `desk`: the deals they desked as sales manager, counted whole.
 */
export const RECORD_KINDS = ['finance', 'sales', 'desk'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const penetration = z.object({
  product: z.enum(PRODUCTS),
  sold: z.number().int(),
  eligible: z.number().int(),
  /** sold ÷ eligible, 0 when nothing was eligible. */
  penetration: z.number(),
});

export const recordMonthSchema = z.object({
  /** YYYY-MM, the store's calendar. */
  month: z.string(),
  /** Deals on the record, unwound ones included. */
  deals: z.number().int(),
  /** Deals that count (not unwound); a split counts ½ to each salesperson. */
  units: z.number(),
  frontGross: z.number(),
  backGross: z.number(),
  totalGross: z.number(),
  /** The gross the role is measured by: back gross for F&I, total gross otherwise. */
  gross: z.number(),
  /** `gross` per unit. */
  pvr: z.number(),
  /** Products per deal; F&I only (null otherwise). */
  ppd: z.number().nullable(),
  /** Per product; F&I only (empty otherwise). */
  penetration: z.array(penetration),
  /** The month's goal for this person (saved, or the store's default), null when none. */
  goal: z.object({ unitTarget: z.number(), grossTarget: z.number().nullable() }).nullable(),
});

const best = z.object({ month: z.string(), value: z.number() }).nullable();

export const myRecordSchema = z.object({
  person: z.object({
    userId: z.uuid(),
    name: z.string(),
    role: z.enum(ROLES),
    dealershipName: z.string().nullable(),
  }),
  kind: z.enum(RECORD_KINDS),
  today: z.string(),
  /** Below this many deals a PVR or a penetration is a small sample (ADR 029). */
  smallSampleDeals: z.number().int(),
  /** From the first month with a deal to this month, oldest first; none without deals. */
  months: z.array(recordMonthSchema),
  best: z.object({
    units: best,
    gross: best,
    /** Only months of at least `smallSampleDeals` units compete. */
    pvr: best,
  }),
  /**
   * Per month over the months before this one (this month alone when it is
   * the only one): units and gross averaged, PVR, PPD and penetration as
   * ratios of the sums (never an average of percentages).
   */
  averages: z.object({
    months: z.number().int(),
    units: z.number(),
    gross: z.number(),
    pvr: z.number(),
    ppd: z.number().nullable(),
    penetration: z.array(penetration),
  }),
  /** Months before this one with a unit goal, and how many of them met it. */
  goals: z.object({ months: z.number().int(), met: z.number().int() }),
});

export type MyRecord = z.infer<typeof myRecordSchema>;
export type RecordMonth = z.infer<typeof recordMonthSchema>;
