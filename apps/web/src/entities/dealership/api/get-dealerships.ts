import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealershipSummary } from '@das/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

/** The dealerships the signed-in user may see, as the server scopes them. */
export async function getAccessibleDealerships(signal?: AbortSignal): Promise<DealershipSummary[]> {
  const answer = await apiFetch<{ dealerships: DealershipSummary[] }>('/dealerships', { signal });
  return answer.dealerships;
}

/** Keyed by user, not store: the answer is who may see what. */
export const getAccessibleDealershipsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['dealerships', 'accessible', userId],
    queryFn: ({ signal }) => getAccessibleDealerships(signal),
    enabled: userId !== undefined,
  });

export function useAccessibleDealerships(userId: string | undefined) {
  return useQuery(getAccessibleDealershipsQueryOptions(userId));
}
