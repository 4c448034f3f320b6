import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleListResponse } from '@das/shared/schemas/sales';
import { apiFetch } from '@/lib/api-client';
import { saleKeys, type SaleListParams } from './sale-keys';

export const SALES_PAGE_SIZE = 50;

/** Sorted, so one filter set always makes one address. */
export function toSalesQueryString(params: SaleListParams): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value) search.set(name, value);
  }
  return search.toString();
}

/** `GET /sales`: one page of the sales that match, with the count and amount of all of them. */
export function getSales(params: SaleListParams, signal?: AbortSignal): Promise<SaleListResponse> {
  return apiFetch<SaleListResponse>(`/sales?${toSalesQueryString(params)}`, { signal });
}

export const getSalesQueryOptions = (dealershipId: number | null, params: SaleListParams) =>
  queryOptions({
    queryKey: saleKeys.list(dealershipId, params),
    queryFn: ({ signal }) => getSales(params, signal),
    // The page being left stays on screen until the next one lands.
    placeholderData: keepPreviousData,
  });

export function useSales(dealershipId: number | null, params: SaleListParams) {
  return useQuery(getSalesQueryOptions(dealershipId, params));
}
