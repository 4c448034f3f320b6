import { z } from 'zod';
import { dealSchema } from './deals';
import { payEstimateSchema } from './pay';
import { saleSchema } from './sales';
import { SHIFTS } from './schedule';
import { periodSpec } from './fields';

/** The sales floor's dashboards (issue 5): figures from the shared formulas. */
export const floorQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  period: periodSpec().default('this_month'),
});

const mix = z.object({ New: z.number(), Used: z.number(), CPO: z.number() });
const pace = z.object({
  target: z.number(),
  actual: z.number(),
  expected: z.number().int(),
  progress: z.number(),
  progressRatio: z.number(),
  status: z.enum(['on-track', 'slightly-behind', 'behind', 'neutral']),
  neededPerDay: z.number(),
  projection: z.number(),
  daysOff: z.number().int(),
});
const period = z.object({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  previous: z.object({ start: z.string(), end: z.string() }),
});

export const leaderboardRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  units: z.number(),
  frontGross: z.number(),
  totalGross: z.number(),
  pvr: z.number(),
  lastSale: z.string().nullable(),
});

export const salespersonDashboardSchema = z.object({
  today: z.string(),
  period,
  /** Units credit a split as ½. */
  units: z.number(),
  previousUnits: z.number(),
  mix,
  frontGross: z.number(),
  totalGross: z.number(),
  minis: z.number(),
  /** The month's goal, this month's pace (always the current month). */
  goal: pace,
  /** The salesperson's own pay; null for a viewer, who earns none here. */
  pay: payEstimateSchema.omit({ plan: true }).nullable(),
  week: z.array(
    z.object({
      day: z.string(),
      shift: z.enum(SHIFTS).nullable(),
      /** A working shift's hours in minutes since midnight, by the store's templates (ADR 020). */
      minutes: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    }),
  ),
  /** The store's small-sample setting: a rate over fewer deals is marked (ADR 029). */
  smallSampleDeals: z.number().int(),
  leaderboard: z.array(leaderboardRowSchema),
  recentSales: z.array(saleSchema),
  recentDeals: z.array(dealSchema),
});

export const teamRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  teamManagerId: z.uuid().nullable(),
  units: z.number(),
  frontGross: z.number(),
  backGross: z.number(),
  pvr: z.number(),
  goalUnits: z.number().nullable(),
  /** units ÷ goal, null without a goal. */
  goalShare: z.number().nullable(),
  daysSinceLastSale: z.number().int().nullable(),
});

export const salesManagerDashboardSchema = z.object({
  dealershipId: z.number().int(),
  today: z.string(),
  period,
  units: z.number(),
  previousUnits: z.number(),
  frontGross: z.number(),
  backGross: z.number(),
  totalGross: z.number(),
  mix,
  storeGoal: z.object({
    units: z.number().nullable(),
    gross: z.number().nullable(),
    projection: z.number(),
  }),
  /** The store's small-sample setting: a rate over fewer deals is marked (ADR 029). */
  smallSampleDeals: z.number().int(),
  team: z.array(teamRowSchema),
  waitingForFi: z.array(saleSchema),
});

const department = z.object({
  units: z.number(),
  gross: z.number(),
  goalUnits: z.number().nullable(),
  /** units ÷ goal. */
  goalShare: z.number().nullable(),
});

export const generalManagerDashboardSchema = z.object({
  dealershipId: z.number().int(),
  today: z.string(),
  period,
  sales: department.extend({ frontGross: z.number(), frontPvr: z.number(), mix }),
  finance: department.extend({ backGross: z.number(), backPvr: z.number(), ppd: z.number() }),
  totalPvr: z.number(),
  /** The store's small-sample setting: a PVR over fewer deals is marked (ADR 029). */
  smallSampleDeals: z.number().int(),
  salesManagers: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      units: z.number(),
      totalGross: z.number(),
      pvr: z.number(),
    }),
  ),
  financeLeaderboard: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      units: z.number(),
      backGross: z.number(),
      backPvr: z.number(),
      ppd: z.number(),
    }),
  ),
  trend: z.array(
    z.object({
      month: z.string(),
      units: z.number(),
      frontPvr: z.number(),
      backPvr: z.number(),
      totalPvr: z.number(),
      totalGross: z.number(),
    }),
  ),
});

export type SalespersonDashboard = z.infer<typeof salespersonDashboardSchema>;
export type SalesManagerDashboard = z.infer<typeof salesManagerDashboardSchema>;
export type GeneralManagerDashboard = z.infer<typeof generalManagerDashboardSchema>;
