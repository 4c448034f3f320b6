import {
  DEAL_STATUSES,
  DEAL_TYPES,
  PRODUCTS,
  VEHICLE_TYPES,
  isEligibleForProduct,
  type Product,
} from '@das/shared/deals';
import { dealRuleIssues } from '@das/shared/deal-rules';
import type { FieldIssue } from '@das/shared/errors';
import {
  createDealSchema,
  type CreateDealInput,
  type UpdateDealInput,
} from '@das/shared/schemas/deals';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { amountInput } from '@/lib/amount';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import type { DealFormValues } from './deal-form';

/**
 * What was typed, turned into the body of `POST /deals` and checked by the
 * server's own schema (ADR 011), plus the shared rules that span fields
 * (`dealRuleIssues`), so the form and the server refuse the same deals with
 * the same codes.
 */

/** Blank required text is missing (it reads as `required`); blank optional text is null. */
const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body as typed, before the server's schema checks it. */
export function toDealCandidate(values: DealFormValues, saleId?: string) {
  const cash = values.deal_type === 'Cash';
  return {
    ...(saleId ? { sale_id: saleId } : {}),
    deal_number: blankToUndefined(values.deal_number),
    deal_date: blankToUndefined(values.deal_date),
    stock_number: blankToUndefined(values.stock_number),
    vin_last8: blankToUndefined(values.vin_last8),
    customer_last_name: blankToUndefined(values.customer_last_name),
    deal_type: values.deal_type,
    vehicle_type: values.vehicle_type,
    manufacturer: blankToNull(values.manufacturer),
    lender: cash ? null : blankToNull(values.lender),
    salesperson_id: values.salesperson_id || null,
    second_salesperson_id: values.second_salesperson_id || null,
    sales_manager_id: values.sales_manager_id || null,
    fi_manager_id: values.fi_manager_id || null,
    front_end_gross: amountInput(values.front_end_gross, undefined),
    reserve: amountInput(values.reserve, 0),
    products: Object.fromEntries(
      PRODUCTS.map((product) => [
        product,
        isEligibleForProduct(product, values.deal_type)
          ? amountInput(values.products[product], 0)
          : 0,
      ]),
    ) as Record<Product, number | string | undefined>,
    status: values.status,
    funded_date: values.status === 'Funded' ? blankToNull(values.funded_date) : null,
    notes: blankToNull(values.notes),
  };
}

/** The server's create schema; the form also insists on a date the server would default. */
const dealRequestSchema = createDealSchema.extend({ deal_date: z.iso.date() });

export type DealRequest = z.output<typeof dealRequestSchema>;

const text = z.string();
const typedValuesSchema = z.object({
  deal_number: text,
  deal_date: text,
  customer_last_name: text,
  stock_number: text,
  vin_last8: text,
  vehicle_type: z.enum(VEHICLE_TYPES),
  deal_type: z.enum(DEAL_TYPES),
  manufacturer: text,
  lender: text,
  salesperson_id: text,
  second_salesperson_id: text,
  sales_manager_id: text,
  fi_manager_id: text,
  front_end_gross: text,
  reserve: text,
  products: z.object(
    Object.fromEntries(PRODUCTS.map((product) => [product, text])) as Record<Product, typeof text>,
  ),
  status: z.enum(DEAL_STATUSES),
  funded_date: text,
  notes: text,
});

/** The form's schema: what was typed, as a request, checked by the server's schema. */
export function dealFormSchema(saleId?: string) {
  return typedValuesSchema
    .transform((values): Record<string, unknown> => toDealCandidate(values, saleId))
    .pipe(dealRequestSchema);
}

/** The shared rules on what was typed; an unreadable amount counts as none until fixed. */
export function dealFormRuleIssues(values: DealFormValues): FieldIssue[] {
  const candidate = toDealCandidate(values);
  const gap = candidate.products.gap;
  return dealRuleIssues({ ...candidate, products: { gap: typeof gap === 'number' ? gap : 0 } });
}

/**
 * react-hook-form's resolver: the server's schema through `sharedSchemaResolver`,
 * then the shared rules, which the server checks after its parse but the form
 * shows at once beside the other problems.
 */
export function dealFormResolver(saleId?: string): Resolver<DealFormValues, unknown, DealRequest> {
  return sharedSchemaResolver(dealFormSchema(saleId), { rules: dealFormRuleIssues });
}

/** The body of `POST /deals`. A blank deal number lets the server take the next one. */
export function toCreateInput(request: DealRequest): CreateDealInput {
  const { funded_date, ...rest } = request;
  const named = Object.entries(rest).filter(([, value]) => value !== undefined);
  return {
    ...(Object.fromEntries(named) as typeof rest),
    ...(funded_date ? { funded_date } : {}),
  };
}

/**
 * The body of `PATCH /deals/{id}`: only what differs from the deal as loaded,
 * so a change made elsewhere to another field is not overwritten. Undefined
 * when nothing changed.
 */
export function toUpdateInput(
  initial: DealFormValues,
  request: DealRequest,
): UpdateDealInput | undefined {
  const before: Record<string, unknown> = toDealCandidate(initial);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key === 'products' || key === 'deal_number' || key === 'sale_id') continue;
    if (key === 'dealership_id') continue;
    if (before[key] !== value) patch[key] = value;
  }
  const products: Partial<Record<Product, number>> = {};
  const beforeProducts = before.products as Record<Product, unknown>;
  for (const product of PRODUCTS) {
    if (beforeProducts[product] !== request.products[product]) {
      products[product] = request.products[product];
    }
  }
  if (Object.keys(products).length > 0) patch.products = products;
  const dealNumber = request.deal_number ?? '';
  if (dealNumber !== '' && dealNumber !== initial.deal_number.trim()) {
    patch.deal_number = dealNumber;
  }
  // A deal that stays Funded keeps its funded date unless one is typed.
  if (patch.funded_date === null && request.status === 'Funded') delete patch.funded_date;
  return Object.keys(patch).length > 0 ? (patch as UpdateDealInput) : undefined;
}
