import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StoreOverview } from '@das/shared/schemas/rollups';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * `GET /dealerships/{id}/overview`: a store's headline figures with its group
 * and area, as those above it see it. Sums of deals, so under DEAL_FIGURES_KEY
 * (stale with any deal logged), beside the group's and area's rollups.
 */
export function useStoreOverview(dealershipId: number, period: string, enabled = true) {
  return useQuery({
    queryKey: [...DEAL_FIGURES_KEY, 'rollups', 'store', dealershipId, { period }] as const,
    queryFn: ({ signal }) =>
      apiFetch<StoreOverview>(
        `/dealerships/${dealershipId}/overview?${new URLSearchParams({ period }).toString()}`,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
