import type { Sale } from '@das/shared/schemas/sales';

/** The deal form's limit on a customer's last name. */
const LAST_NAME_MAX = 50;

/**
 * The last name in a sale's customer name, as the deal record wants it:
 * "Ana María Ruiz" → "Ruiz", "Ruiz, Ana" → "Ruiz". null when there is none.
 */
export function lastNameOf(customerName: string | null): string | null {
  const name = customerName?.trim() ?? '';
  if (name === '') return null;
  const comma = name.indexOf(',');
  const last = comma > 0 ? name.slice(0, comma).trim() : (name.split(/\s+/).at(-1) ?? '').trim();
  return last === '' ? null : last.slice(0, LAST_NAME_MAX);
}

/**
 * The log-deal page opened on a sale: it reads these query values and
 * pre-fills the deal (customer, stock, vehicle type, salesperson).
 */
export function openDealHref(
  logDealHref: string,
  sale: Pick<Sale, 'id' | 'customer_name' | 'stock_number' | 'vehicle_type' | 'salesperson_id'>,
): string {
  const params = new URLSearchParams({ sale_id: sale.id });
  const customer = lastNameOf(sale.customer_name);
  if (customer) params.set('customer', customer);
  if (sale.stock_number) params.set('stock', sale.stock_number);
  if (sale.vehicle_type) params.set('vehicle_type', sale.vehicle_type);
  if (sale.salesperson_id) params.set('salesperson_id', sale.salesperson_id);
  return `${logDealHref}?${params.toString()}`;
}

/** Newest first: by sale date, then by entry. */
export function newestSalesFirst<T extends Pick<Sale, 'sale_date' | 'created_at'>>(
  sales: readonly T[],
): T[] {
  return [...sales].sort(
    (a, b) => b.sale_date.localeCompare(a.sale_date) || b.created_at.localeCompare(a.created_at),
  );
}
