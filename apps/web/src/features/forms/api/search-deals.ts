import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DealListResponse } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { formKeys, type StoreKey } from './form-keys';

export const SEARCH_PAGE_SIZE = 25;

/** The store's deals matching a deal #, customer, stock # or VIN; the newest when `q` is empty. */
export function searchDeals(
  dealershipId: number | null,
  q: string,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  const search = new URLSearchParams({
    sort: 'deal_date',
    order: 'desc',
    page: '1',
    page_size: String(SEARCH_PAGE_SIZE),
  });
  if (q) search.set('q', q);
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  return apiFetch<DealListResponse>(`/deals?${search.toString()}`, { signal });
}

export const searchDealsQueryOptions = (store: StoreKey, dealershipId: number | null, q: string) =>
  queryOptions({
    queryKey: formKeys.search(store, q),
    queryFn: ({ signal }) => searchDeals(dealershipId, q, signal),
    // The list stays while the next search runs, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useDealSearch(
  store: StoreKey,
  dealershipId: number | null,
  q: string,
  enabled: boolean,
) {
  return useQuery({ ...searchDealsQueryOptions(store, dealershipId, q), enabled });
}
