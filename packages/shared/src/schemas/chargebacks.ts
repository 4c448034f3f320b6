import { z } from 'zod';
import { PRODUCTS } from '../deals';
import { isoDay } from './fields';

/**
 * Chargebacks (issue 15, ADR 031): a product the customer cancelled after the
 * deal, recorded on the deal as a record of its own, dated when it happens.
 * Field names follow the deals API (snake_case).
 */
export const createChargebackSchema = z.object({
  /** A product sold on the deal (its profit above 0). */
  product: z.enum(PRODUCTS),
  /** Above 0, and with the product's earlier chargebacks at most its profit on the deal. */
  amount: z.number().positive().max(10_000_000),
  /** The store's calendar day it happened: the deal date at the earliest, today at the latest. */
  chargeback_date: isoDay().optional(),
});

export const chargebackSchema = z.object({
  id: z.uuid(),
  deal_id: z.uuid(),
  dealership_id: z.number().int(),
  product: z.enum(PRODUCTS),
  amount: z.number(),
  chargeback_date: z.string(),
  /** The deal's F&I manager when it was recorded: whose pay and figures it reduces. */
  fi_manager_id: z.uuid().nullable(),
  fi_manager_name: z.string().nullable(),
  recorded_by: z.uuid().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const dealChargebacksSchema = z.object({
  chargebacks: z.array(chargebackSchema),
});

/** The chargebacks of a dashboard's period (ADR 031): recorded in it, whatever the deal's date. */
export const chargebackFiguresSchema = z.object({
  count: z.number().int(),
  amount: z.number(),
  /** The period's back-end gross less the chargebacks recorded in it. */
  netBackGross: z.number(),
  /** Per product: chargebacks recorded ÷ the product sold on the period's deals; null when none sold. */
  byProduct: z.array(
    z.object({
      product: z.enum(PRODUCTS),
      count: z.number().int(),
      amount: z.number(),
      sold: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  /** Per F&I manager of the store: chargebacks recorded ÷ products they sold in the period. */
  byManager: z.array(
    z.object({
      fiManagerId: z.uuid().nullable(),
      name: z.string().nullable(),
      count: z.number().int(),
      amount: z.number(),
      productsSold: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
});

export type CreateChargeback = z.infer<typeof createChargebackSchema>;
export type Chargeback = z.infer<typeof chargebackSchema>;
export type DealChargebacks = z.infer<typeof dealChargebacksSchema>;
export type ChargebackFigures = z.infer<typeof chargebackFiguresSchema>;
