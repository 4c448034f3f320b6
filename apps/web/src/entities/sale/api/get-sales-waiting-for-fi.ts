import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sale } from '@das/shared/schemas/sales';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The F&I office's queue: sales the floor logged that no deal was opened
 * from yet. Under DEAL_FIGURES_KEY, so a deal logged from one takes it off.
 */
export function getSalesWaitingForFi(
  dealershipId: number | null,
  signal?: AbortSignal,
): Promise<{ sales: Sale[]; total: number }> {
  const search = new URLSearchParams({ waiting_for_fi: 'true' });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  return apiFetch(`/sales?${search.toString()}`, { signal });
}

export const getSalesWaitingForFiQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'sales-waiting-for-fi', dealershipId],
    queryFn: ({ signal }) => getSalesWaitingForFi(dealershipId, signal),
  });

export function useSalesWaitingForFi(dealershipId: number | null) {
  return useQuery(getSalesWaitingForFiQueryOptions(dealershipId));
}
