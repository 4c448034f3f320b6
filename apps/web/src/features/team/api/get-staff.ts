import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';

export type StaffMember = StaffList['staff'][number];

export const staffKeys = {
  list: (dealershipId: number | null) => ['team', 'staff', dealershipId] as const,
};

/** Everyone on the store's staff, active or not, with the team a salesperson is on. */
export async function getStaff(dealershipId: number, signal?: AbortSignal): Promise<StaffMember[]> {
  const answer = await apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, { signal });
  return answer.staff;
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
