import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayEstimate } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** The caller's own pay for a month: earned (Funded), at risk (Pending), projected. */
export function getPayEstimate(month: string, signal?: AbortSignal): Promise<PayEstimate> {
  const search = new URLSearchParams({ month });
  return apiFetch<PayEstimate>(`/finance/pay-estimate?${search.toString()}`, { signal });
}

export const getPayEstimateQueryOptions = (
  dealershipId: number | null,
  userId: string,
  month: string,
) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'pay-estimate', dealershipId, userId, month],
    queryFn: ({ signal }) => getPayEstimate(month, signal),
  });

export function usePayEstimate(dealershipId: number | null, userId: string, month: string) {
  return useQuery(getPayEstimateQueryOptions(dealershipId, userId, month));
}
