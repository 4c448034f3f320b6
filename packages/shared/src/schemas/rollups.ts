import { z } from 'zod';
import { periodSpec } from './fields';

/**
 * Above the store (issue 12): a dealer group's rollup, an area's, and a store's
 * overview, every figure summed by SQL and derived by the shared formulas.
 */
export const rollupQuerySchema = z.object({
  period: periodSpec().default('this_month'),
  /** A store of the rollup whose twelve-month trend is shown beside the whole's. */
  trend_dealership_id: z.coerce.number().int().positive().optional(),
});

export const storeOverviewQuerySchema = z.object({
  period: periodSpec().default('this_month'),
});

/** A group, area or store named in the path. */
export const rollupIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** The KPIs every row of a rollup shows, for the period or the period before. */
export const rollupFiguresSchema = z.object({
  units: z.number(),
  frontGross: z.number(),
  backGross: z.number(),
  totalGross: z.number(),
  frontPvr: z.number(),
  backPvr: z.number(),
  totalPvr: z.number(),
  ppd: z.number(),
  vscPenetration: z.number(),
  gapPenetration: z.number(),
  /** The deals each penetration is over (GAP: financed and leased only). */
  vscEligible: z.number().int(),
  gapEligible: z.number().int(),
  fundedGross: z.number(),
  atRiskGross: z.number(),
  unwinds: z.number().int(),
});

/** Units against the month's goal, when the period is one month and a goal is set. */
const paceSchema = z.object({
  target: z.number(),
  expected: z.number().int(),
  progress: z.number(),
  status: z.enum(['on-track', 'slightly-behind', 'behind', 'neutral']),
  projection: z.number(),
});

export const rollupLineSchema = rollupFiguresSchema.extend({
  /**
   * The period before, what each change is measured from; null when the deals
   * begin after it started (nothing fair to compare with). Without funded and at
   * risk: a past period's funding is not comparable with one still under way.
   */
  previous: rollupFiguresSchema.omit({ fundedGross: true, atRiskGross: true }).nullable(),
  /** Deals still pending funding more than ten days after their deal date, whenever dated. */
  pendingOver10Days: z.number().int(),
  pace: paceSchema.nullable(),
  /**
   * Fewer deals than this behind a rate mark it a small sample (ADR 029): a
   * store's line by the store's own setting, a line of several stores by the default.
   */
  smallSampleDeals: z.number().int(),
});

export const rollupStoreSchema = rollupLineSchema.extend({
  dealershipId: z.number().int(),
  name: z.string(),
  dealerGroupId: z.number().int(),
  dealerGroupName: z.string(),
  /** 1 for the highest total gross of the period. */
  rank: z.number().int(),
});

const trendSchema = z.array(
  z.object({ month: z.string(), units: z.number(), totalGross: z.number() }),
);

const periodSchema = z.object({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  previous: z.object({ start: z.string(), end: z.string() }),
});

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

const commonSchema = z.object({
  today: z.string(),
  period: periodSchema,
  stores: z.array(rollupStoreSchema),
  total: rollupLineSchema,
  trend: trendSchema,
  /** The chosen store's trend, when one was asked for. */
  storeTrend: z.object({ dealershipId: z.number().int(), months: trendSchema }).nullable(),
});

export const groupRollupSchema = commonSchema.extend({
  group: namedSchema,
  area: namedSchema.nullable(),
});

export const SPREAD_KPIS = [
  'units',
  'totalGross',
  'frontPvr',
  'backPvr',
  'ppd',
  'vscPenetration',
  'gapPenetration',
] as const;
export type SpreadKpi = (typeof SPREAD_KPIS)[number];

const spreadEnd = z.object({
  dealershipId: z.number().int(),
  name: z.string(),
  value: z.number(),
  /** The deals a rate stands on (units, or a product's eligible deals); null for a count or sum. */
  sampleDeals: z.number().nullable(),
  /** The store's own small-sample setting (ADR 029). */
  smallSampleDeals: z.number().int(),
});

export const areaRollupSchema = commonSchema.extend({
  area: namedSchema,
  groups: z.array(
    rollupLineSchema.extend({
      dealerGroupId: z.number().int(),
      name: z.string(),
      storeCount: z.number().int(),
      rank: z.number().int(),
    }),
  ),
  /** Per KPI, the best, median and worst store (every KPI: higher is better). */
  spread: z.array(
    z.object({ kpi: z.enum(SPREAD_KPIS), best: spreadEnd, median: z.number(), worst: spreadEnd }),
  ),
});

export const storeOverviewSchema = z.object({
  today: z.string(),
  period: periodSchema,
  store: rollupLineSchema.extend({ dealershipId: z.number().int(), name: z.string() }),
  group: namedSchema.nullable(),
  area: namedSchema.nullable(),
});

export type RollupFigures = z.infer<typeof rollupFiguresSchema>;
export type RollupLine = z.infer<typeof rollupLineSchema>;
export type RollupStore = z.infer<typeof rollupStoreSchema>;
export type GroupRollup = z.infer<typeof groupRollupSchema>;
export type AreaRollup = z.infer<typeof areaRollupSchema>;
export type StoreOverview = z.infer<typeof storeOverviewSchema>;
