import { downloadApiCsv } from '@/lib/download-csv';
import { localToday } from '@/lib/local-today';
import { toSalesQueryString } from './get-sales';
import type { SaleListParams } from './sale-keys';

/** `GET /sales/export`: the CSV of every sale the list's filters match (no paging). */
export function exportSales(params: SaleListParams): Promise<string> {
  const { page: _page, page_size: _size, ...filters } = params;
  return downloadApiCsv(
    `/sales/export?${toSalesQueryString(filters)}`,
    `sales-${localToday()}.csv`,
  );
}
