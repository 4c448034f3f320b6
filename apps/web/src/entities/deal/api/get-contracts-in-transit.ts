import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsInTransit } from '@das/shared/schemas/contracts-in-transit';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export const storeQuery = (dealershipId: number | null) =>
  dealershipId === null ? '' : `?dealership_id=${dealershipId}`;

/** `GET /finance/contracts-in-transit`: the store's pending deals by days waited (ADR 029). */
export function getContractsInTransit(
  dealershipId: number | null,
  signal?: AbortSignal,
): Promise<ContractsInTransit> {
  return apiFetch<ContractsInTransit>(`/finance/contracts-in-transit${storeQuery(dealershipId)}`, {
    signal,
  });
}

// Under the deal figures: funding or logging a deal refreshes it with the dashboards.
export const getContractsInTransitQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'contracts-in-transit', dealershipId],
    queryFn: ({ signal }) => getContractsInTransit(dealershipId, signal),
  });

export function useContractsInTransit(dealershipId: number | null) {
  return useQuery(getContractsInTransitQueryOptions(dealershipId));
}
