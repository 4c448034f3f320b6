import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinancePayPlan, PayPlan } from '@das/shared/schemas/pay';
import { apiFetch } from './api-client';
import { DEAL_FIGURES_KEY } from './query-keys';

export interface SavePayPlanInput {
  userId: string;
  /** The first day of the month it takes effect (YYYY-MM-01). */
  effectiveFrom: string;
  plan: FinancePayPlan;
}

/** Saves a new version of a plan; months before it keep the plan they were paid on. */
export function savePayPlan({ userId, effectiveFrom, plan }: SavePayPlanInput): Promise<PayPlan> {
  return apiFetch<PayPlan>(`/pay-plans/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { effectiveFrom, plan },
  });
}

/**
 * The director's edit of a manager's plan and the single-finance manager's
 * edit of their own: either way the team's plans and every pay estimate of the
 * store go stale.
 */
export function useSavePayPlan(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: [...DEAL_FIGURES_KEY, 'pay-plans', dealershipId],
        }),
        queryClient.invalidateQueries({
          queryKey: [...DEAL_FIGURES_KEY, 'pay-estimate', dealershipId],
        }),
      ]),
  });
}
