import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys, type DealershipKey } from './deal-keys';

export function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiFetch<Deal>(`/deals/${encodeURIComponent(id)}`, { signal });
}

export const getDealQueryOptions = (dealershipId: DealershipKey, id: string | undefined) =>
  queryOptions({
    queryKey: dealKeys.detail(dealershipId, id ?? ''),
    queryFn: ({ signal }) => getDeal(id ?? '', signal),
    enabled: id !== undefined,
    // The editor and the recap always start from the deal as it is now, not as it was cached.
    staleTime: 0,
  });

export function useDeal(dealershipId: DealershipKey, id: string | undefined) {
  return useQuery(getDealQueryOptions(dealershipId, id));
}
