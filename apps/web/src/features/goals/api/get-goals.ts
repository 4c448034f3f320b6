import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { GoalsResponse } from '@das/shared/schemas/goals';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** Goals carry this month's actuals, computed from deals: they live with the figures. */
export const goalsKeys = {
  all: (dealershipId: number | null) => [...DEAL_FIGURES_KEY, 'goals', dealershipId] as const,
  month: (dealershipId: number | null, month: string) =>
    [...DEAL_FIGURES_KEY, 'goals', dealershipId, month] as const,
};

/** A month's store goal and each person's, with what they have sold so far. */
export function getGoals(
  { dealershipId, month }: { dealershipId: number | null; month: string },
  signal?: AbortSignal,
): Promise<GoalsResponse> {
  const search = new URLSearchParams({ month });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  return apiFetch<GoalsResponse>(`/goals?${search.toString()}`, { signal });
}

export const getGoalsQueryOptions = (dealershipId: number | null, month: string) =>
  queryOptions({
    queryKey: goalsKeys.month(dealershipId, month),
    queryFn: ({ signal }) => getGoals({ dealershipId, month }, signal),
  });

export function useGoals(dealershipId: number | null, month: string) {
  return useQuery({
    ...getGoalsQueryOptions(dealershipId, month),
    placeholderData: keepPreviousData,
  });
}

/** Several months at once: the history beside the month being edited. */
export function useGoalsOfMonths(dealershipId: number | null, months: readonly string[]) {
  return useQueries({
    queries: months.map((month) => getGoalsQueryOptions(dealershipId, month)),
  });
}
