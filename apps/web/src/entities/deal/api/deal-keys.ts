import type { QueryClient } from '@tanstack/react-query';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The one key family of deals (ADR 009): the dealership comes right after the
 * name, so a change to one store's deals invalidates exactly that store's
 * lists, deals and lenders. `all` is no store named: the server's default
 * scope (the caller's own store, or every store a group or platform user sees).
 */
export type DealershipKey = number | 'all';

export const dealKeys = {
  root: ['deals'] as const,
  all: (dealershipId: DealershipKey) => ['deals', dealershipId] as const,
  /** The log's lists, read page by page as it scrolls. */
  lists: (dealershipId: DealershipKey) => ['deals', dealershipId, 'list'] as const,
  list: (dealershipId: DealershipKey, params: Record<string, string>) =>
    ['deals', dealershipId, 'list', params] as const,
  /** One page of a search. */
  page: (dealershipId: DealershipKey, params: Record<string, string>) =>
    ['deals', dealershipId, 'page', params] as const,
  /** Every match at once (a month's log to print). */
  every: (dealershipId: DealershipKey, params: Record<string, string>) =>
    ['deals', dealershipId, 'every', params] as const,
  detail: (dealershipId: DealershipKey, id: string) =>
    ['deals', dealershipId, 'detail', id] as const,
  /** A deal may bring a lender the store never used. */
  lenders: (dealershipId: DealershipKey) => ['deals', dealershipId, 'lenders'] as const,
};

interface DealPages {
  pages: DealListResponse[];
  pageParams: unknown[];
}

/**
 * Shows a saved or removed deal in every loaded list at once, before the
 * lists refetch: with many pages loaded a refetch takes a moment, and the row
 * the user just changed must not flicker back.
 */
export function patchDealInLists(
  queryClient: QueryClient,
  dealershipId: DealershipKey,
  id: string,
  replacement: Deal | null,
): void {
  for (const key of new Set<DealershipKey>([dealershipId, 'all'])) {
    queryClient.setQueriesData<DealPages>({ queryKey: dealKeys.lists(key) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              deals: replacement
                ? page.deals.map((deal) => (deal.id === id ? replacement : deal))
                : page.deals.filter((deal) => deal.id !== id),
            })),
          }
        : data,
    );
  }
}

/**
 * After any change: this store's deals, lists and lenders, the `all` lists
 * that include it (every store's when none is known), and the figures
 * computed from deals (DEAL_FIGURES_KEY). Only screens showing them refetch.
 */
export async function invalidateDeals(
  queryClient: QueryClient,
  dealershipId: DealershipKey,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: dealershipId === 'all' ? dealKeys.root : dealKeys.all(dealershipId),
    }),
    dealershipId === 'all'
      ? undefined
      : queryClient.invalidateQueries({ queryKey: dealKeys.all('all') }),
    queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
  ]);
}
