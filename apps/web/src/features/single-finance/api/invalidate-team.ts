import type { QueryClient } from '@tanstack/react-query';
import { invalidateStaff } from '@/entities/staff/api/staff-keys';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * After a member is added, renamed, (de)activated or removed: they are staff
 * of the store, so every list of its people goes stale (the deal form's
 * pickers too), and so do the figures that name them.
 */
export function invalidateTeam(queryClient: QueryClient, dealershipId: number | null) {
  return Promise.all([
    invalidateStaff(queryClient, dealershipId),
    queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
  ]);
}
