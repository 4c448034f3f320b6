import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dealKeys } from './deal-keys';

/**
 * Lenders to choose from: the store's own (most used first), then the common
 * ones (DOMAIN.md "Lenders and manufacturers": a dealership can add its own,
 * which it does by logging a deal with a lender not on the list). Under the
 * deal keys, so a saved deal refreshes them.
 */
export function getLenders(
  dealershipId: number,
  signal?: AbortSignal,
): Promise<{ lenders: string[] }> {
  return apiFetch<{ lenders: string[] }>(`/dealerships/${dealershipId}/lenders`, { signal });
}

export const getLendersQueryOptions = (dealershipId: number | undefined) =>
  queryOptions({
    queryKey: dealKeys.lenders(dealershipId ?? 'all'),
    queryFn: ({ signal }) => getLenders(dealershipId ?? 0, signal),
    enabled: dealershipId !== undefined,
    staleTime: 10 * 60_000,
  });

export function useLenders(dealershipId: number | undefined) {
  return useQuery(getLendersQueryOptions(dealershipId));
}
