import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalsResponse, SaveGoalsRequest } from '@das/shared/schemas/goals';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { goalsKeys } from './get-goals';

export type GoalInput = SaveGoalsRequest['goals'][number];

/** Sets a month's goals (the store's when userId is null); answers with the month as saved. */
export function saveGoals({
  dealershipId,
  month,
  goals,
}: {
  dealershipId: number | null;
  month: string;
  goals: readonly GoalInput[];
}): Promise<GoalsResponse> {
  return apiFetch<GoalsResponse>('/goals', {
    method: 'PUT',
    body: { ...(dealershipId === null ? {} : { dealership_id: dealershipId }), month, goals },
  });
}

/** Goal pace shows on every dashboard: all the figures go stale with a saved goal. */
export function useSaveGoals(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { month: string; goals: readonly GoalInput[] }) =>
      saveGoals({ dealershipId, ...input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(goalsKeys.month(dealershipId, saved.month), saved);
      return queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY });
    },
  });
}
