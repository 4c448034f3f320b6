import { z } from 'zod';
import { DEAL_STATUSES, DEAL_TYPES, PRODUCTS, VEHICLE_TYPES, type Product } from '../deals';
import { ruleError } from '../validation';
import { isoDay as day, multiLineText, oneLineText, periodSpec } from './fields';

/**
 * The deals API. Field names follow SPEC.md's Deal entity (snake_case), so its
 * messages ("Field 'stock_number' is required") name the fields as written there.
 */
const isoDay = day();
const money = z.number().min(0).max(10_000_000);
const person = z.uuid().nullable();

const PRODUCT_FIELDS = PRODUCTS;
type ProductField = Product;

export const productsInputSchema = z.object(
  Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, money.default(0)])) as Record<
    ProductField,
    z.ZodDefault<typeof money>
  >,
);

const dealFields = {
  sale_id: z.uuid().nullable().optional(),
  deal_number: oneLineText().trim().max(20).optional(),
  deal_date: isoDay.optional(),
  stock_number: oneLineText().trim().min(1).max(20),
  vin_last8: z.string().regex(/^\d{8}$/),
  customer_last_name: oneLineText().trim().min(1).max(50),
  deal_type: z.enum(DEAL_TYPES),
  vehicle_type: z.enum(VEHICLE_TYPES),
  manufacturer: oneLineText().trim().max(40).nullable().optional(),
  lender: oneLineText().trim().max(60).nullable().optional(),
  salesperson_id: person.optional(),
  second_salesperson_id: person.optional(),
  sales_manager_id: person.optional(),
  fi_manager_id: person.optional(),
  front_end_gross: money,
  reserve: money.default(0),
  products: productsInputSchema.default(
    Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, 0])) as Record<ProductField, number>,
  ),
  status: z.enum(DEAL_STATUSES),
  funded_date: isoDay.nullable().optional(),
  notes: multiLineText().max(2000).nullable().optional(),
  /**
   * Saves a stock number already on an open sale or deal of the store, which
   * is otherwise refused with 409 `duplicate_stock`.
   */
  allow_duplicate_stock: z.boolean().optional(),
};

export const createDealSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  ...dealFields,
});

/** A change names only what changes: no defaults, so an unnamed product keeps its profit. */
export const updateDealSchema = z
  .object({
    ...dealFields,
    reserve: money,
    products: z
      .object(
        Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, money])) as Record<
          ProductField,
          typeof money
        >,
      )
      .partial(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: ruleError('nothing_to_change') });

export const dealStatusChangeSchema = z.object({
  status: z.enum(DEAL_STATUSES),
  funded_date: isoDay.optional(),
});

export const dealSchema = z.object({
  id: z.uuid(),
  dealership_id: z.number().int(),
  sale_id: z.uuid().nullable(),
  deal_number: z.string(),
  deal_date: z.string(),
  stock_number: z.string(),
  vin_last8: z.string(),
  customer_last_name: z.string(),
  deal_type: z.enum(DEAL_TYPES),
  vehicle_type: z.enum(VEHICLE_TYPES),
  manufacturer: z.string().nullable(),
  lender: z.string().nullable(),
  salesperson_id: z.uuid().nullable(),
  salesperson_name: z.string().nullable(),
  second_salesperson_id: z.uuid().nullable(),
  second_salesperson_name: z.string().nullable(),
  sales_manager_id: z.uuid().nullable(),
  fi_manager_id: z.uuid().nullable(),
  fi_manager_name: z.string().nullable(),
  front_end_gross: z.number(),
  reserve: z.number(),
  products: z.record(z.enum(PRODUCT_FIELDS), z.number()),
  back_end_gross: z.number(),
  total_gross: z.number(),
  products_sold: z.number().int(),
  status: z.enum(DEAL_STATUSES),
  funded_date: z.string().nullable(),
  notes: z.string().nullable(),
  /** Chargebacks recorded on the deal (ADR 031): how many and what they took back. */
  chargeback_count: z.number().int(),
  chargeback_amount: z.number(),
  created_by: z.uuid().nullable(),
  /** The creator's names (SPEC.md §3: deals listed for finance managers carry them). */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const DEAL_SORT_FIELDS = [
  'deal_date',
  'deal_number',
  'customer_last_name',
  'stock_number',
  'vin_last8',
  'vehicle_type',
  'deal_type',
  'lender',
  'front_end_gross',
  'reserve',
  'back_end_gross',
  'total_gross',
  'products_sold',
  'status',
  'created_at',
] as const;

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',') : value), z.array(item));

export const listDealsQuerySchema = z.object({
  dealership_id: z.coerce.number().int().positive().optional(),
  period: periodSpec().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: list(z.enum(DEAL_STATUSES)).optional(),
  deal_type: list(z.enum(DEAL_TYPES)).optional(),
  vehicle_type: list(z.enum(VEHICLE_TYPES)).optional(),
  fi_manager_id: z.uuid().optional(),
  salesperson_id: z.uuid().optional(),
  lender: oneLineText().max(60).optional(),
  q: oneLineText().trim().max(50).optional(),
  sort: z.enum(DEAL_SORT_FIELDS).default('deal_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(100),
});

export const dealListResponseSchema = z.object({
  deals: z.array(dealSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /**
   * A log of one store: its today and the days after which a pending deal is
   * marked as long in transit (ADR 029); null for a log of several stores.
   */
  transit: z.object({ today: z.string(), alert_days: z.number().int() }).nullable(),
  /** Over every deal that matches, not only this page. */
  totals: z.object({
    /** Filtered on one salesperson, a split deal counts ½ and their share of each amount. */
    units: z.number(),
    front_end_gross: z.number(),
    back_end_gross: z.number(),
    total_gross: z.number(),
  }),
});

export type Deal = z.infer<typeof dealSchema>;
export type CreateDealInput = z.input<typeof createDealSchema>;
export type UpdateDealInput = z.input<typeof updateDealSchema>;
export type ListDealsQuery = z.input<typeof listDealsQuerySchema>;
export type DealListResponse = z.infer<typeof dealListResponseSchema>;
