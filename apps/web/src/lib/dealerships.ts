import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealershipSummary } from '@das/shared/schemas/auth';
import { apiFetch } from './api-client';

/** The dealerships the signed-in user may see, as the server scopes them. */
export const getAccessibleDealershipsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['dealerships', 'accessible', userId],
    queryFn: async () =>
      (await apiFetch<{ dealerships: DealershipSummary[] }>('/dealerships')).dealerships,
    enabled: userId !== undefined,
  });

export function useAccessibleDealerships(userId: string | undefined) {
  return useQuery(getAccessibleDealershipsQueryOptions(userId));
}
