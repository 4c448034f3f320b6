import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';

/** A deal for the forms' tests, with only the figures a test cares about changed. */
export function makeDeal(
  changes: Omit<Partial<Deal>, 'products'> & { products?: Partial<Deal['products']> } = {},
): Deal {
  const products = Object.fromEntries(PRODUCTS.map((product) => [product, 0])) as Deal['products'];
  const merged: Deal['products'] = { ...products, ...changes.products };
  const reserve = changes.reserve ?? 0;
  const back = reserve + Object.values(merged).reduce((sum, value) => sum + value, 0);
  const front = changes.front_end_gross ?? 0;
  return {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    dealership_id: 1,
    sale_id: null,
    deal_number: '1001',
    deal_date: '2026-05-02',
    stock_number: 'S100',
    vin_last8: '12345678',
    customer_last_name: 'Smith',
    deal_type: 'Finance',
    vehicle_type: 'New',
    manufacturer: 'Toyota',
    lender: 'Ally Financial',
    salesperson_id: null,
    salesperson_name: null,
    second_salesperson_id: null,
    second_salesperson_name: null,
    sales_manager_id: null,
    fi_manager_id: null,
    fi_manager_name: null,
    status: 'Pending',
    funded_date: null,
    notes: null,
    chargeback_count: 0,
    chargeback_amount: 0,
    created_by: null,
    first_name: null,
    last_name: null,
    created_at: '2026-05-02T15:00:00.000Z',
    updated_at: '2026-05-02T15:00:00.000Z',
    ...changes,
    front_end_gross: front,
    reserve,
    products: merged,
    back_end_gross: back,
    total_gross: front + back,
    products_sold: Object.values(merged).filter((value) => value > 0).length,
  };
}
