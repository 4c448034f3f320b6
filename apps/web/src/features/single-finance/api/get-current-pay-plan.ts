import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayEstimate } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * This month's pay estimate, read for its plan: the plan in force now and the
 * store's current month. Shares the dashboards' pay-estimate key prefix, so a
 * saved plan refreshes both.
 */
export function getCurrentPayEstimate(signal?: AbortSignal): Promise<PayEstimate> {
  return apiFetch<PayEstimate>('/finance/pay-estimate', { signal });
}

export const getCurrentPayEstimateQueryOptions = (dealershipId: number | null, userId: string) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'pay-estimate', dealershipId, userId, 'current'],
    queryFn: ({ signal }) => getCurrentPayEstimate(signal),
  });

export function useCurrentPayPlan(dealershipId: number | null, userId: string) {
  return useQuery({
    ...getCurrentPayEstimateQueryOptions(dealershipId, userId),
    select: (estimate) => ({ month: estimate.month, plan: estimate.plan }),
  });
}
