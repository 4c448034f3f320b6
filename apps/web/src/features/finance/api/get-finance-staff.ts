import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export type StaffMember = StaffList['staff'][number];

/** The store's people; the director's filter keeps its F&I managers. */
export async function getFinanceStaff(
  dealershipId: number,
  signal?: AbortSignal,
): Promise<StaffMember[]> {
  const answer = await apiFetch<StaffList>(`/dealerships/${dealershipId}/staff`, { signal });
  return answer.staff;
}

export const getFinanceStaffQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'staff', dealershipId],
    queryFn: ({ signal }) => getFinanceStaff(dealershipId ?? 0, signal),
    enabled: dealershipId !== null,
  });

export function useFinanceStaff(dealershipId: number | null) {
  return useQuery(getFinanceStaffQueryOptions(dealershipId));
}
