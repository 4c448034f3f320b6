import type { QueryClient } from '@tanstack/react-query';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * Query keys of the deals feature (ARCHITECTURE.md convention 7): the
 * dealership comes right after the name, so a change to one store's deals
 * invalidates exactly that store's lists and deals. `all` is a multi-store
 * scope (a group or platform user with no store of their own).
 */
export type DealershipKey = number | 'all';

export const dealKeys = {
  all: (dealershipId: DealershipKey) => ['deals', dealershipId] as const,
  lists: (dealershipId: DealershipKey) => ['deals', dealershipId, 'list'] as const,
  list: (dealershipId: DealershipKey, params: Record<string, string>) =>
    ['deals', dealershipId, 'list', params] as const,
  detail: (dealershipId: DealershipKey, id: string) =>
    ['deals', dealershipId, 'detail', id] as const,
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
 * After any change: this store's lists and deals, the multi-store lists that
 * include it, its lenders (a deal may bring a lender the store never used),
 * and the F&I figures computed from deals (DEAL_FIGURES_KEY): only screens showing them refetch. Callers do
 * not wait for it: the changed row is already patched in place.
 */
export async function invalidateDeals(
  queryClient: QueryClient,
  dealershipId: DealershipKey,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dealKeys.all(dealershipId) }),
    dealershipId === 'all'
      ? undefined
      : queryClient.invalidateQueries({ queryKey: ['dealerships', dealershipId, 'lenders'] }),
    queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
    dealershipId === 'all'
      ? undefined
      : queryClient.invalidateQueries({ queryKey: dealKeys.all('all') }),
  ]);
}
