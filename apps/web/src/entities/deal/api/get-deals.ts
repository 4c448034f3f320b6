import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys, type DealershipKey } from './deal-keys';

/** `GET /deals` query values: filters, sort, `dealership_id`; paging is added per page. */
export type DealListParams = Record<string, string>;

/** The deal log's page: big enough to scroll a while, small enough to answer at once. */
export const LOG_PAGE_SIZE = 200;
/** The API's largest page; a month of a busy store still fits in one or two. */
const LARGEST_PAGE = 500;
/** A guard against a server that never says it is done. */
const MAX_PAGES = 40;

/** Sorted, so one filter set always makes one address (and one export file name). */
export function toQueryString(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) search.set(key, String(params[key]));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One page of the deals that match; `totals` cover every match, not only the page. */
export function getDeals(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<DealListResponse> {
  return apiFetch<DealListResponse>(`/deals${toQueryString(params)}`, { signal });
}

/** Every deal that matches, paging through the API. */
export async function getEveryDeal(
  params: DealListParams,
  signal?: AbortSignal,
): Promise<{ deals: Deal[]; totals: DealListResponse['totals']; total: number }> {
  const deals: Deal[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await getDeals({ ...params, page_size: LARGEST_PAGE, page }, signal);
    deals.push(...answer.deals);
    if (answer.deals.length === 0 || deals.length >= answer.total) {
      return { deals, totals: answer.totals, total: answer.total };
    }
  }
  throw new Error('Too many deals to list at once');
}

/** One page, `params` naming it (page, page_size): a search or a first look. */
export const getDealsQueryOptions = (dealershipId: DealershipKey, params: DealListParams) =>
  queryOptions({
    queryKey: dealKeys.page(dealershipId, params),
    queryFn: ({ signal }) => getDeals(params, signal),
    // The list stays while the next search runs, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useDeals(dealershipId: DealershipKey, params: DealListParams, enabled = true) {
  return useQuery({ ...getDealsQueryOptions(dealershipId, params), enabled });
}

/** Pages fetched as the log scrolls (server-side filters, sort and paging). */
export const getDealsInfiniteQueryOptions = (
  dealershipId: DealershipKey,
  params: DealListParams,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey: dealKeys.list(dealershipId, params),
    queryFn: ({ pageParam, signal }) =>
      getDeals({ ...params, page: pageParam, page_size: LOG_PAGE_SIZE }, signal),
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

export const getEveryDealQueryOptions = (
  dealershipId: DealershipKey,
  params: DealListParams,
  enabled = true,
) =>
  queryOptions({
    queryKey: dealKeys.every(dealershipId, params),
    queryFn: ({ signal }) => getEveryDeal(params, signal),
    enabled,
  });

export function useEveryDeal(dealershipId: DealershipKey, params: DealListParams, enabled = true) {
  return useQuery(getEveryDealQueryOptions(dealershipId, params, enabled));
}
