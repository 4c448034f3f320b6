import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { formKeys, type StoreKey } from './form-keys';

/** The API's largest page; a month of a busy store still fits in one or two. */
const PAGE_SIZE = 500;
/** A guard against a server that never says it is done. */
const MAX_PAGES = 40;

/** Every deal of a month, by deal number, paging through the deals API. */
export async function getMonthDeals(
  dealershipId: number | null,
  month: string,
  signal?: AbortSignal,
): Promise<{ deals: Deal[]; totals: DealListResponse['totals']; total: number }> {
  const deals: Deal[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const search = new URLSearchParams({
      period: month,
      page_size: String(PAGE_SIZE),
      page: String(page),
      sort: 'deal_number',
      order: 'asc',
    });
    if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
    const answer = await apiFetch<DealListResponse>(`/deals?${search.toString()}`, { signal });
    deals.push(...answer.deals);
    if (answer.deals.length === 0 || deals.length >= answer.total) {
      return { deals, totals: answer.totals, total: answer.total };
    }
  }
  throw new Error('Too many deals to list in one month');
}

export const getMonthDealsQueryOptions = (
  store: StoreKey,
  dealershipId: number | null,
  month: string | null,
) =>
  queryOptions({
    queryKey: formKeys.monthLog(store, month ?? ''),
    queryFn: ({ signal }) => getMonthDeals(dealershipId, month ?? '', signal),
    enabled: month !== null,
  });

export function useMonthDeals(store: StoreKey, dealershipId: number | null, month: string | null) {
  return useQuery(getMonthDealsQueryOptions(store, dealershipId, month));
}
