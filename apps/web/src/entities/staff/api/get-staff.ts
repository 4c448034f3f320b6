import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export type StaffMember = StaffList['staff'][number];

/**
 * Everyone on a store's staff, active or not, with the team a salesperson is
 * on: who worked a deal, whose pay to print, whose plan to set. Cached as the
 * API answers it, so every screen shares one answer and one key.
 */
export function getStaff(dealershipId: number, signal?: AbortSignal): Promise<StaffList> {
  return apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, { signal });
}

export const getStaffQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: staffKeys.list(dealershipId),
    queryFn: ({ signal }) => getStaff(dealershipId ?? 0, signal),
    enabled: dealershipId !== null,
  });

export function useStaff(dealershipId: number | null) {
  return useQuery(getStaffQueryOptions(dealershipId));
}
