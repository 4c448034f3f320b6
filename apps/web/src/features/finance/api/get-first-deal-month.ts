import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealListResponse } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The month of the office's oldest deal (YYYY-MM), or null with no deals: how
 * far back the month picker reaches, so every past month stays browsable.
 */
export async function getFirstDealMonth(
  dealershipId: number | null,
  signal?: AbortSignal,
): Promise<string | null> {
  const search = new URLSearchParams({ sort: 'deal_date', order: 'asc', page_size: '1' });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  const answer = await apiFetch<DealListResponse>(`/deals?${search.toString()}`, { signal });
  return answer.deals[0]?.deal_date.slice(0, 7) ?? null;
}

export const getFirstDealMonthQueryOptions = (dealershipId: number | null, enabled = true) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'first-deal-month', dealershipId],
    queryFn: ({ signal }) => getFirstDealMonth(dealershipId, signal),
    enabled,
  });

export function useFirstDealMonth(dealershipId: number | null, enabled = true) {
  return useQuery(getFirstDealMonthQueryOptions(dealershipId, enabled));
}
