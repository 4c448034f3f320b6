import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalTracking } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** Goal pace of one month; the server answers only for the caller's own id. */
export function getGoalTracking(
  userId: string,
  month: string,
  signal?: AbortSignal,
): Promise<GoalTracking> {
  const search = new URLSearchParams({ month });
  return apiFetch<GoalTracking>(
    `/goals/tracking/${encodeURIComponent(userId)}?${search.toString()}`,
    { signal },
  );
}

export const getGoalTrackingQueryOptions = (
  dealershipId: number | null,
  userId: string,
  month: string,
) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'goal-tracking', dealershipId, userId, month],
    queryFn: ({ signal }) => getGoalTracking(userId, month, signal),
  });

export function useGoalTracking(dealershipId: number | null, userId: string, month: string) {
  return useQuery(getGoalTrackingQueryOptions(dealershipId, userId, month));
}
