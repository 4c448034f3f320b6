import type { DealershipKey } from '@/entities/deal/api/deal-keys';
import { useDeals } from '@/entities/deal/api/get-deals';

export const SEARCH_PAGE_SIZE = 25;

/** The store's deals matching a deal #, customer, stock # or VIN; the newest when `q` is empty. */
export function useDealSearch(
  store: DealershipKey,
  dealershipId: number | null,
  q: string,
  enabled: boolean,
) {
  const params: Record<string, string> = {
    sort: 'deal_date',
    order: 'desc',
    page: '1',
    page_size: String(SEARCH_PAGE_SIZE),
  };
  if (q) params.q = q;
  if (dealershipId !== null) params.dealership_id = String(dealershipId);
  return useDeals(store, params, enabled);
}
