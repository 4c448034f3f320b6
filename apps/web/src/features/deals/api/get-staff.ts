import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';

/**
 * A store's people, for choosing who worked a deal (for a single finance
 * manager, their own team). Cached as the API answers it, so any screen that
 * asks for the same store's staff shares the answer.
 */
export function getStaff(dealershipId: number, signal?: AbortSignal): Promise<StaffList> {
  return apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, signal ? { signal } : {});
}

export const getStaffQueryOptions = (dealershipId: number | undefined) =>
  queryOptions({
    queryKey: ['dealerships', dealershipId, 'staff'] as const,
    queryFn: ({ signal }) => getStaff(dealershipId ?? 0, signal),
    enabled: dealershipId !== undefined,
    staleTime: 5 * 60_000,
  });

export function useStaff(dealershipId: number | undefined) {
  return useQuery(getStaffQueryOptions(dealershipId));
}
