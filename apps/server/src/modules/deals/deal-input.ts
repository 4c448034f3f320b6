import { PRODUCTS } from '@das/shared/deals';
import { dealRuleIssues } from '@das/shared/deal-rules';
import type { createDealSchema } from '@das/shared/schemas/deals';
import type { z } from '@hono/zod-openapi';
import type { deals } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import { PRODUCT_PROPERTIES } from './deals.repository';

type DealInput = Omit<z.output<typeof createDealSchema>, 'dealership_id'>;
type DealRow = typeof deals.$inferInsert;

const money = (value: number) => value.toFixed(2);

/** Refuses a deal, as it will be saved, that breaks the shared deal rules. */
export function checkDealRules(deal: DealInput): void {
  const issues = dealRuleIssues(deal);
  if (issues.length > 0) throw validationError(issues);
}

/** Column values for a validated deal; `today` fills the funded date of a deal funded now. */
export function toDealRow(
  deal: DealInput,
  today: string,
): Omit<DealRow, 'dealershipId' | 'dealNumber' | 'dealDate'> {
  return {
    saleId: deal.sale_id ?? null,
    stockNumber: deal.stock_number,
    vinLast8: deal.vin_last8,
    customerLastName: deal.customer_last_name,
    dealType: deal.deal_type,
    vehicleType: deal.vehicle_type,
    manufacturer: deal.manufacturer || null,
    lender: deal.deal_type === 'Cash' ? null : (deal.lender ?? null),
    salespersonId: deal.salesperson_id ?? null,
    secondSalespersonId: deal.second_salesperson_id ?? null,
    salesManagerId: deal.sales_manager_id ?? null,
    fiManagerId: deal.fi_manager_id ?? null,
    frontEndGross: money(deal.front_end_gross),
    reserve: money(deal.reserve),
    ...Object.fromEntries(
      PRODUCTS.map((product) => [PRODUCT_PROPERTIES[product], money(deal.products[product])]),
    ),
    status: deal.status,
    fundedDate: deal.status === 'Funded' ? (deal.funded_date ?? today) : null,
    notes: deal.notes || null,
  };
}

/** The people a deal names, which must all work at its store. */
export function peopleOn(deal: Partial<DealInput>): { field: string; id: string }[] {
  return (
    ['salesperson_id', 'second_salesperson_id', 'sales_manager_id', 'fi_manager_id'] as const
  ).flatMap((field) => {
    const id = deal[field];
    return id ? [{ field, id }] : [];
  });
}
