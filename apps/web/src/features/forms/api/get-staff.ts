import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';
import { formKeys } from './form-keys';

export type StaffMember = StaffList['staff'][number];

/** The store's people: whose pay statement to print, and names for the recap. */
export async function getStaff(dealershipId: number, signal?: AbortSignal): Promise<StaffMember[]> {
  const answer = await apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, { signal });
  return answer.staff;
}

export const getStaffQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: formKeys.staff(dealershipId ?? 'own'),
    queryFn: ({ signal }) => getStaff(dealershipId ?? 0, signal),
    enabled: dealershipId !== null,
    staleTime: 5 * 60_000,
  });

export function useStaff(dealershipId: number | null) {
  return useQuery(getStaffQueryOptions(dealershipId));
}
