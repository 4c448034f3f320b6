import { useQuery } from '@tanstack/react-query';
import { getPayEstimateQueryOptions } from '@/entities/pay-plan/api/get-pay-estimate';

/**
 * This month's pay estimate, read for its plan: the plan in force now and the
 * store's current month. The estimate's key, so a saved plan refreshes both.
 */
export function useCurrentPayPlan(dealershipId: number | null, userId: string) {
  return useQuery({
    ...getPayEstimateQueryOptions(dealershipId, userId, null),
    select: (estimate) => ({ month: estimate.month, plan: estimate.plan }),
  });
}
