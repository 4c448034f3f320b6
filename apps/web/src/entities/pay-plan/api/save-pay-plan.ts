import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayPlanKind } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { payPlanKeys, type PersonPlan, type PlanOfKind } from './get-pay-plans';

export interface SavePayPlanInput<K extends PayPlanKind> {
  userId: string;
  kind: K;
  /** The first day of the month it takes effect (YYYY-MM-01). */
  effectiveFrom: string;
  plan: PlanOfKind[K];
}

/** Saves a new version of a plan; months before it keep the plan they were paid on. */
export function savePayPlan<K extends PayPlanKind>({
  userId,
  kind,
  effectiveFrom,
  plan,
}: SavePayPlanInput<K>): Promise<PersonPlan<K>> {
  return apiFetch<PersonPlan<K>>(`/pay-plans/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { effectiveFrom, kind, plan },
  });
}

/**
 * Whoever saves it (the director, the pay-plans page, the single finance
 * manager for themself), the plan lists go stale, and so does every pay
 * figure computed on a plan: estimates, statements, boards.
 */
export function useSavePayPlan<K extends PayPlanKind>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePayPlanInput<K>) => savePayPlan(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payPlanKeys.root }),
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      ]),
  });
}
