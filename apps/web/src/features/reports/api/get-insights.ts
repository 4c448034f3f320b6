import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '@das/shared/schemas/reports';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export interface InsightsParams {
  /** The store named in the address, sent as dealership_id; null: the caller's own. */
  requestId: number | null;
  /** The store the answer is about, for the cache key. */
  keyId: number | null;
  /** False for a role the API would refuse: its 403 would end the session (SPEC.md §7). */
  enabled: boolean;
}

/** Twelve months of a store's figures: trend, product and lender mix, people, pace. */
export function getInsights(requestId: number | null, signal?: AbortSignal): Promise<Insights> {
  const query = requestId === null ? '' : `?dealership_id=${requestId}`;
  return apiFetch<Insights>(`/reports/insights${query}`, { signal });
}

export const getInsightsQueryOptions = ({ requestId, keyId, enabled }: InsightsParams) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'reports', 'insights', keyId],
    queryFn: ({ signal }) => getInsights(requestId, signal),
    enabled,
  });

export function useInsights(params: InsightsParams) {
  return useQuery(getInsightsQueryOptions(params));
}
