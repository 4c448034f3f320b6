import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';

/** Each person's role, to tell a sales manager's plan from a GM's. */
export async function getStaffRoles(
  dealershipId: number,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const answer = await apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, { signal });
  return Object.fromEntries(answer.staff.map((person) => [person.id, person.role]));
}

export const getStaffRolesQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: ['pay-plans', 'staff-roles', dealershipId],
    queryFn: ({ signal }) => getStaffRoles(dealershipId ?? 0, signal),
    enabled: dealershipId !== null,
  });

export function useStaffRoles(dealershipId: number | null) {
  return useQuery(getStaffRolesQueryOptions(dealershipId));
}
