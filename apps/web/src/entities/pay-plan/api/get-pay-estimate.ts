import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayEstimate } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The caller's own pay for a month (`null`: the store's current month, on the
 * plan in force now): earned (Funded), at risk (Pending), projected. Computed
 * from deals, so it lives with the figures.
 */
export function getPayEstimate(month: string | null, signal?: AbortSignal): Promise<PayEstimate> {
  const query = month === null ? '' : `?${new URLSearchParams({ month }).toString()}`;
  return apiFetch<PayEstimate>(`/finance/pay-estimate${query}`, { signal });
}

export const getPayEstimateQueryOptions = (
  dealershipId: number | null,
  userId: string,
  month: string | null,
) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'pay-estimate', dealershipId, userId, month ?? 'current'],
    queryFn: ({ signal }) => getPayEstimate(month, signal),
  });

export function usePayEstimate(dealershipId: number | null, userId: string, month: string | null) {
  return useQuery(getPayEstimateQueryOptions(dealershipId, userId, month));
}
