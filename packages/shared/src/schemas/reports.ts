import { z } from 'zod';
import { PRODUCTS } from '../deals';
import { dealSchema } from './deals';
import { isoMonth, periodSpec } from './fields';
import { payLineSchema } from './pay';

/** Sales report, dealer insights and pay statements (issue 5 points 7 and 8). */
export const reportQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  period: periodSpec().default('this_month'),
});

const figures = z.object({
  units: z.number(),
  newUnits: z.number(),
  usedUnits: z.number(),
  cpoUnits: z.number(),
  frontGross: z.number(),
  backGross: z.number(),
  totalGross: z.number(),
  frontPvr: z.number(),
  backPvr: z.number(),
  totalPvr: z.number(),
});

export const salesReportSchema = z.object({
  dealershipId: z.number().int(),
  period: z.object({ key: z.string(), start: z.string(), end: z.string() }),
  /** Salespeople, split deals credited ½ to each. */
  people: z.array(figures.extend({ userId: z.uuid(), name: z.string(), isActive: z.boolean() })),
  store: figures,
  /** The store's dealer group, per store on average; null for a store outside any group. */
  group: figures
    .extend({ stores: z.number().int() })
    .nullable() /** The store's small-sample setting: a PVR over fewer units is marked (ADR 029). */,
  smallSampleDeals: z.number().int(),
});

export const insightsSchema = z.object({
  dealershipId: z.number().int(),
  today: z.string(),
  /** The store's small-sample setting: a rate over fewer deals is marked (ADR 029). */
  smallSampleDeals: z.number().int(),
  trend: z.array(
    z.object({
      month: z.string(),
      units: z.number(),
      totalGross: z.number(),
      frontPvr: z.number(),
      backPvr: z.number(),
      totalPvr: z.number(),
      ppd: z.number(),
    }),
  ),
  /** Over the last twelve months. */
  products: z.array(
    z.object({
      product: z.enum(PRODUCTS),
      sold: z.number().int(),
      eligible: z.number().int(),
      penetration: z.number(),
      averageProfit: z.number(),
    }),
  ),
  lenders: z.array(
    z.object({
      lender: z.string(),
      deals: z.number().int(),
      share: z.number(),
      averageReserve: z.number(),
    }),
  ),
  /** Salespeople this month by units, best and worst three. */
  best: z.array(
    z.object({ userId: z.uuid(), name: z.string(), units: z.number(), totalGross: z.number() }),
  ),
  worst: z.array(
    z.object({ userId: z.uuid(), name: z.string(), units: z.number(), totalGross: z.number() }),
  ),
  pace: z.object({
    units: z.number(),
    target: z.number().nullable(),
    projection: z.number(),
    status: z.enum(['on-track', 'slightly-behind', 'behind', 'neutral']),
  }),
});

export const payStatementQuerySchema = z.object({
  user_id: z.uuid().optional(),
  month: isoMonth().optional(),
});

export const payStatementSchema = z.object({
  person: z.object({
    userId: z.uuid(),
    name: z.string(),
    role: z.string(),
    dealershipName: z.string().nullable(),
  }),
  month: z.string(),
  kind: z.enum(['finance', 'salesperson', 'manager']),
  effectiveFrom: z.string().nullable(),
  plan: z.record(z.string(), z.unknown()),
  earned: z.object({
    total: z.number(),
    lines: z.array(payLineSchema),
  }),
  atRisk: z.object({
    total: z.number(),
    lines: z.array(payLineSchema),
  }),
  projected: z.number(),
  /** The deals the pay was computed from. */
  deals: z.array(dealSchema),
});

export type SalesReport = z.infer<typeof salesReportSchema>;
export type Insights = z.infer<typeof insightsSchema>;
export type PayStatement = z.infer<typeof payStatementSchema>;
