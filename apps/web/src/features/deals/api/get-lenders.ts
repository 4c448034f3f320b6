import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Lenders to choose from: the store's own (most used first), then the common
 * ones (DOMAIN.md "Lenders and manufacturers": a dealership can add its own,
 * which it does by logging a deal with a lender not on the list).
 */
export function getLenders(
  dealershipId: number,
  signal?: AbortSignal,
): Promise<{ lenders: string[] }> {
  return apiFetch<{ lenders: string[] }>(
    `/dealerships/${dealershipId}/lenders`,
    signal ? { signal } : {},
  );
}

export const lendersKey = (dealershipId: number | undefined) =>
  ['dealerships', dealershipId, 'lenders'] as const;

export const getLendersQueryOptions = (dealershipId: number | undefined) =>
  queryOptions({
    queryKey: lendersKey(dealershipId),
    queryFn: ({ signal }) => getLenders(dealershipId ?? 0, signal),
    enabled: dealershipId !== undefined,
    staleTime: 10 * 60_000,
  });

export function useLenders(dealershipId: number | undefined) {
  return useQuery(getLendersQueryOptions(dealershipId));
}
