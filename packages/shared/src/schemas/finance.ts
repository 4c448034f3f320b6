import { z } from 'zod';
import { PRODUCTS } from '../deals';
import { STORE_ROLES, type Role } from '../roles';
import { chargebackFiguresSchema } from './chargebacks';
import { dealSchema } from './deals';
import { ruleError } from '../validation';
import { isoMonth, periodSpec } from './fields';

/** F&I dashboards: figures computed by the shared DOMAIN.md formulas on the server. */
const money = z.number();
const productStat = z.object({
  product: z.enum(PRODUCTS),
  sold: z.number().int(),
  eligible: z.number().int(),
  penetration: z.number(),
  profit: money,
  averageProfit: money,
});
const grossSplit = z.object({ deals: z.number().int(), backGross: money, totalGross: money });

export const dealMetricsSchema = z.object({
  units: z.number().int(),
  unwound: z.number().int(),
  frontGross: money,
  backGross: money,
  totalGross: money,
  frontPvr: money,
  backPvr: money,
  totalPvr: money,
  productsSold: z.number().int(),
  ppd: z.number(),
  minis: z.number().int(),
  funded: grossSplit,
  atRisk: grossSplit,
  products: z.array(productStat),
});

const range = z.object({ start: z.string(), end: z.string() });

export const financeDashboardQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  period: periodSpec().default('this_month'),
  /** mine: the caller's own deals as F&I manager; store: the whole department. */
  scope: z.enum(['mine', 'store']).default('mine'),
  /** With scope=store, one manager's deals (the director's filter). */
  fi_manager_id: z.uuid().optional(),
});

export const financeDashboardSchema = z.object({
  dealershipId: z.number().int(),
  today: z.string(),
  period: range.extend({ key: z.string(), previous: range }),
  metrics: dealMetricsSchema,
  previous: dealMetricsSchema,
  /** The store's setting: a rate over fewer deals is shown as a small sample (ADR 029). */
  smallSampleDeals: z.number().int(),
  lenderMix: z.array(
    z.object({
      lender: z.string(),
      deals: z.number().int(),
      share: z.number(),
      reserve: money,
      averageReserve: money,
    }),
  ),
  leaderboard: z.array(
    z.object({
      fiManagerId: z.uuid(),
      name: z.string(),
      units: z.number().int(),
      backGross: money,
      totalGross: money,
      backPvr: money,
      ppd: z.number(),
      vscPenetration: z.number(),
      gapPenetration: z.number(),
      /** The deals each penetration is over (GAP: financed and leased only). */
      vscEligible: z.number().int(),
      gapEligible: z.number().int(),
    }),
  ),
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      units: z.number().int(),
      frontGross: money,
      backGross: money,
      totalGross: money,
    }),
  ),
  trend: z.array(
    z.object({
      month: z.string(),
      units: z.number().int(),
      frontPvr: money,
      backPvr: money,
      totalPvr: money,
      ppd: z.number(),
    }),
  ),
  recentDeals: z.array(dealSchema),
  /**
   * Chargebacks recorded in the period (ADR 031), beside the figures above: those keep
   * the deals' own months, these reduce the month they are recorded in.
   */
  chargebacks: chargebackFiguresSchema,
});

export const goalTrackingQuerySchema = z.object({
  month: isoMonth().optional(),
});

/** SPEC.md §3 "Goal tracking result", plus DOMAIN.md's needed-per-day and projection. */
export const goalTrackingSchema = z.object({
  deals: z.array(dealSchema),
  daysOff: z.number().int(),
  target: z.number(),
  progressMetrics: z.object({
    expected: z.number().int(),
    actual: z.number(),
    progress: z.number(),
    progressRatio: z.number(),
    status: z.enum(['on-track', 'slightly-behind', 'behind', 'neutral']),
  }),
  neededPerDay: z.number(),
  projection: z.number(),
  currentDay: z.number().int(),
  daysInMonth: z.number().int(),
});

export const staffListSchema = z.object({
  staff: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      role: z.string(),
      isActive: z.boolean(),
      /** The sales manager whose team a salesperson is on. */
      teamManagerId: z.uuid().nullable(),
    }),
  ),
});

export const updateStaffSchema = z
  .object({
    isActive: z.boolean(),
    teamManagerId: z.uuid().nullable(),
    /** A new role, within the store's roles (the dealership admin and those above). */
    role: z.enum(STORE_ROLES as [Role, ...Role[]]),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: ruleError('nothing_to_change') });

export type FinanceDashboard = z.infer<typeof financeDashboardSchema>;
export type FinanceDashboardQuery = z.input<typeof financeDashboardQuerySchema>;
export type GoalTracking = z.infer<typeof goalTrackingSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
