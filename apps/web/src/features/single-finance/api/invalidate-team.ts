import type { QueryClient } from '@tanstack/react-query';
import { invalidateDeals } from '@/entities/deal/api/deal-keys';
import { invalidateStaff } from '@/entities/staff/api/staff-keys';

/**
 * After a member is added, renamed, (de)activated or removed: they are staff
 * of the store, so every list of its people goes stale (the deal form's
 * pickers too), and so do the deals and figures that name them.
 */
export function invalidateTeam(queryClient: QueryClient, dealershipId: number | null) {
  return Promise.all([
    invalidateStaff(queryClient, dealershipId),
    invalidateDeals(queryClient, dealershipId ?? 'all'),
  ]);
}
