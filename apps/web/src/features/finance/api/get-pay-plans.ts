import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayPlan } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** The F&I team's plans in force (the director's view). */
export async function getPayPlans(
  dealershipId: number | null,
  signal?: AbortSignal,
): Promise<PayPlan[]> {
  const search = new URLSearchParams();
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const answer = await apiFetch<{ plans: PayPlan[] }>(`/pay-plans${query}`, { signal });
  return answer.plans;
}

export const getPayPlansQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'pay-plans', dealershipId],
    queryFn: ({ signal }) => getPayPlans(dealershipId, signal),
  });

export function usePayPlans(dealershipId: number | null) {
  return useQuery(getPayPlansQueryOptions(dealershipId));
}
