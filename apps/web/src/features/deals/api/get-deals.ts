import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DealListResponse } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { PAGE_SIZE, toQueryString, type DealListParams } from '../lib/deal-log-params';
import { dealKeys, type DealershipKey } from './deal-keys';

/** One page of the deals that match; `totals` cover every match, not only the page. */
export function getDeals(
  params: DealListParams,
  paging: { page: number; page_size: number },
  signal?: AbortSignal,
): Promise<DealListResponse> {
  return apiFetch<DealListResponse>(
    `/deals${toQueryString({ ...params, ...paging })}`,
    signal ? { signal } : {},
  );
}

/** Pages of 200, fetched as the log scrolls (server-side filters, sort and paging). */
export const getDealsInfiniteQueryOptions = (
  dealershipId: DealershipKey,
  params: DealListParams,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey: dealKeys.list(dealershipId, params),
    queryFn: ({ pageParam, signal }) =>
      getDeals(params, { page: pageParam, page_size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    enabled,
    // A new filter keeps the old rows on screen (marked as updating) instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function useDealsInfinite(
  dealershipId: DealershipKey,
  params: DealListParams,
  enabled = true,
) {
  return useInfiniteQuery(getDealsInfiniteQueryOptions(dealershipId, params, enabled));
}
