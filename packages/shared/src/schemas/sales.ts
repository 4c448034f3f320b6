import { z } from 'zod';
import { SALE_STATUSES, VEHICLE_TYPES } from '../deals';
import { isPeriodSpec } from '../periods';
import { ruleError } from '../validation';

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
  sale_date: z.iso.date(),
  customer_name: z.string().trim().max(100).optional(),
  vehicle_model: z.string().trim().max(50).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  vehicle_type: z.enum(VEHICLE_TYPES).optional(),
  stock_number: z.string().trim().max(20).optional(),
  /** Defaults to the salesperson logging it. */
  salesperson_id: z.uuid().optional(),
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

export const listSalesQuerySchema = z.object({
  /** The sales filter id of SPEC.md §5: a dealership (all digits) or a salesperson (uuid). */
  id: z.union([z.uuid(), z.string().regex(/^[0-9]{1,10}$/)]).optional(),
  dealership_id: z.coerce.number().int().positive().optional(),
  period: z
    .string()
    .refine(isPeriodSpec, { error: ruleError('unknown_period') })
    .optional(),
  status: z.enum(SALE_STATUSES).optional(),
  /** Sales not yet opened as a deal: the F&I office's queue. */
  waiting_for_fi: z.enum(['true', 'false']).optional(),
  page_size: z.coerce.number().int().min(1).max(500).default(100),
});

export const saleListResponseSchema = z.object({
  sales: z.array(saleSchema),
  total: z.number().int(),
});

export type Sale = z.infer<typeof saleSchema>;
export type CreateSaleInput = z.input<typeof createSaleSchema>;
