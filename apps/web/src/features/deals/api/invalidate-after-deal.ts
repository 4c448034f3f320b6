import type { QueryClient } from '@tanstack/react-query';
import { invalidateDeals } from '@/entities/deal/api/deal-keys';
import { invalidateStaff } from '@/entities/staff/api/staff-keys';

/**
 * What a logged, edited or removed deal makes stale: the store's deals,
 * lenders and figures, and the deal counts shown beside its people (a team
 * member named on deals can no longer be removed). Callers do not wait: the
 * changed row is already patched in place.
 */
export function invalidateAfterDeal(queryClient: QueryClient, dealershipId: number) {
  return Promise.all([
    invalidateDeals(queryClient, dealershipId),
    invalidateStaff(queryClient, dealershipId),
  ]);
}
