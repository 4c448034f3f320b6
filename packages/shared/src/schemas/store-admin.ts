import { z } from 'zod';
import { TRANSIT_ALERT_DAYS_LIMITS } from '../contracts-in-transit';
import { PRODUCTS } from '../deals';
import { SMALL_SAMPLE_DEALS_LIMITS } from '../small-sample';
import { dealSchema } from './deals';
import { oneLineText } from './fields';
import {
  generalManagerDashboardSchema,
  leaderboardRowSchema,
  salespersonDashboardSchema,
} from './sales-floor';
import { SIGNUP_LIMITS, SIGNUP_TIME_ZONES, US_STATE_CODES } from './signup';

/**
 * The dealership admin's screens (issue 12): the store's home for a period and
 * its settings. The home's sales and F&I sides are the GM board's, so the web
 * shows them with the same cards.
 */
export const STORE_SETTINGS_LIMITS = {
  streetMax: 120,
  postalCode: /^\d{5}(-\d{4})?$/,
  lenderMax: 80,
  lendersMax: 40,
  miniThresholdMax: 10_000,
} as const;

/** Days without a sale after which the home names a salesperson. */
export const QUIET_DAYS = 7;

const gm = generalManagerDashboardSchema.shape;
const pace = salespersonDashboardSchema.shape.goal;

const person = z.object({ userId: z.uuid(), name: z.string(), role: z.string() });

export const adminHomeSchema = z.object({
  dealershipId: z.number().int(),
  dealershipName: z.string(),
  today: z.string(),
  period: gm.period,
  sales: gm.sales,
  finance: gm.finance,
  totalPvr: gm.totalPvr,
  smallSampleDeals: gm.smallSampleDeals,
  /** Penetration of the products the store offers, against its targets. */
  products: z.array(
    z.object({
      product: z.enum(PRODUCTS),
      penetration: z.number(),
      target: z.number().nullable(),
    }),
  ),
  funded: z.object({ deals: z.number(), backGross: z.number(), totalGross: z.number() }),
  atRisk: z.object({ deals: z.number(), backGross: z.number(), totalGross: z.number() }),
  /** This month's pace (always the month under way): the store and each department. */
  pace: z.object({
    store: pace.nullable(),
    sales: pace.nullable(),
    finance: pace.nullable(),
  }),
  /**
   * Every active salesperson this period, most units first (a split counts ½),
   * with their front gross: the sales floor's leaderboard, shortened.
   */
  salespeople: z.array(
    leaderboardRowSchema.pick({ userId: true, name: true, units: true, frontGross: true }),
  ),
  /** Active salespeople without a sale for QUIET_DAYS or more, or none yet; longest first. */
  quiet: z.array(person.extend({ daysSinceLastSale: z.number().int().nullable() })),
  /** The deals waiting longest for the lender's money, and how many wait in all. */
  pendingFunding: z.object({
    total: z.number().int(),
    deals: z.array(
      dealSchema
        .pick({
          id: true,
          deal_number: true,
          deal_date: true,
          customer_last_name: true,
          lender: true,
          back_end_gross: true,
        })
        .extend({ daysPending: z.number().int() }),
    ),
  }),
  /** What needs the admin. */
  attention: z.object({
    withoutTeam: z.array(person),
    withoutPayPlan: z.array(person),
    /** Invitations sent and not accepted, expired ones too (`pendingInvitations` of People). */
    pendingInvitations: z.array(person.extend({ email: z.string(), expired: z.boolean() })),
  }),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;

const text = (max: number) =>
  oneLineText()
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max));

/** Optional text: empty is "not given" (null). */
const optionalText = (max: number) =>
  oneLineText()
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max))
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const productSettingSchema = z.object({
  product: z.enum(PRODUCTS),
  offered: z.boolean(),
  /** Penetration target as a share of eligible deals (0.45 = 45 %). */
  target: z.number().min(0).max(1).nullable(),
});

export const storeSettingsSchema = z.object({
  dealershipId: z.number().int(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string(),
  products: z.array(productSettingSchema),
  lenders: z.array(z.string()),
  miniThreshold: z.number(),
  transitAlertDays: z.number().int(),
  smallSampleDeals: z.number().int(),
  timeZones: z.array(z.string()),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const saveStoreSettingsSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  name: text(SIGNUP_LIMITS.businessNameMax),
  street: optionalText(STORE_SETTINGS_LIMITS.streetMax),
  city: optionalText(SIGNUP_LIMITS.cityMax),
  state: z
    .string()
    .overwrite((value) => value.trim().toUpperCase())
    .pipe(z.enum(US_STATE_CODES))
    .nullable(),
  postalCode: z
    .string()
    .overwrite((value) => value.trim())
    .pipe(z.union([z.literal(''), z.string().regex(STORE_SETTINGS_LIMITS.postalCode)]))
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  timeZone: z.enum(SIGNUP_TIME_ZONES),
  /** Every product once, offered or not. */
  products: z
    .array(productSettingSchema)
    .length(PRODUCTS.length)
    .refine((rows) => new Set(rows.map((row) => row.product)).size === PRODUCTS.length),
  lenders: z
    .array(text(STORE_SETTINGS_LIMITS.lenderMax))
    .min(1)
    .max(STORE_SETTINGS_LIMITS.lendersMax),
  miniThreshold: z.number().min(0).max(STORE_SETTINGS_LIMITS.miniThresholdMax),
  /** Days a pending deal waits before the deal logs mark it (ADR 029). */
  transitAlertDays: z
    .number()
    .int()
    .min(TRANSIT_ALERT_DAYS_LIMITS.min)
    .max(TRANSIT_ALERT_DAYS_LIMITS.max),
  /** Fewer deals than this behind a rate mark it a small sample (ADR 029). */
  smallSampleDeals: z
    .number()
    .int()
    .min(SMALL_SAMPLE_DEALS_LIMITS.min)
    .max(SMALL_SAMPLE_DEALS_LIMITS.max),
});
export type SaveStoreSettings = z.input<typeof saveStoreSettingsSchema>;

export const storeQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
});
