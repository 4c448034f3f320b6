import { z } from 'zod';
import { SALE_STATUSES, VEHICLE_TYPES } from '../deals';
import { ruleError } from '../validation';
import { isoDay, oneLineText, periodSpec } from './fields';

/**
 * The sales desk's record of a sold car (SPEC.md §3 "Sale", §5 "Create sale").
 * Field names follow SPEC.md's entity, so its messages quote them as written.
 */
const dealershipId = z
  .union([z.string().regex(/^[1-9][0-9]{0,9}$/), z.number().int().positive()])
  .transform(Number);

export const createSaleSchema = z.object({
  dealership_id: dealershipId,
  amount: z.number().min(0.01).max(10_000_000),
  sale_date: isoDay(),
  customer_name: oneLineText().trim().max(100).optional(),
  vehicle_model: oneLineText().trim().max(50).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  vehicle_type: z.enum(VEHICLE_TYPES).optional(),
  stock_number: oneLineText().trim().max(20).optional(),
  /** Defaults to the salesperson logging it. */
  salesperson_id: z.uuid().optional(),
  /**
   * Saves a stock number already on an open sale or deal of the store, which
   * is otherwise refused with 409 `duplicate_stock`.
   */
  allow_duplicate_stock: z.boolean().optional(),
});

/** A correction of a pending sale names only what changes. */
export const updateSaleSchema = z
  .object({
    amount: z.number().min(0.01).max(10_000_000),
    sale_date: isoDay(),
    customer_name: oneLineText().trim().max(100).nullable(),
    vehicle_model: oneLineText().trim().max(50).nullable(),
    vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
    stock_number: oneLineText().trim().max(20).nullable(),
    allow_duplicate_stock: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).some((key) => key !== 'allow_duplicate_stock'), {
    error: ruleError('nothing_to_change'),
  });

export const saleStatusChangeSchema = z.object({ status: z.enum(SALE_STATUSES) });

export const saleSchema = z.object({
  id: z.uuid(),
  dealership_id: z.number().int(),
  amount: z.number(),
  sale_date: z.string(),
  customer_name: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
  stock_number: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  salesperson_id: z.uuid().nullable(),
  salesperson_name: z.string().nullable(),
  /** The F&I deal opened from this sale, when there is one. */
  deal_id: z.uuid().nullable(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
});

export const SALE_SORT_FIELDS = [
  'sale_date',
  'amount',
  'customer_name',
  'stock_number',
  'status',
  'created_at',
] as const;

export const listSalesQuerySchema = z.object({
  /** The sales filter id of SPEC.md §5: a dealership (all digits) or a salesperson (uuid). */
  id: z.union([z.uuid(), z.string().regex(/^[0-9]{1,10}$/)]).optional(),
  dealership_id: z.coerce.number().int().positive().optional(),
  period: periodSpec().optional(),
  from: isoDay().optional(),
  to: isoDay().optional(),
  status: z.enum(SALE_STATUSES).optional(),
  salesperson_id: z.uuid().optional(),
  vehicle_type: z.enum(VEHICLE_TYPES).optional(),
  /** Customer, vehicle, stock number or salesperson, in part and in any case. */
  q: oneLineText().trim().max(50).optional(),
  /** Sales not yet opened as a deal: the F&I office's queue. */
  waiting_for_fi: z.enum(['true', 'false']).optional(),
  sort: z.enum(SALE_SORT_FIELDS).default('sale_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(100),
});

export const saleListResponseSchema = z.object({
  sales: z.array(saleSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Over every sale that matches, not only this page; cancelled sales add no amount. */
  totals: z.object({ amount: z.number() }),
});

export type Sale = z.infer<typeof saleSchema>;
export type CreateSaleInput = z.input<typeof createSaleSchema>;
export type UpdateSaleInput = z.input<typeof updateSaleSchema>;
export type ListSalesQuery = z.input<typeof listSalesQuerySchema>;
export type SaleListResponse = z.infer<typeof saleListResponseSchema>;
