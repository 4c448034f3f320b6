import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayPlanKind } from '@das/shared/schemas/pay';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import type { PersonPlan, PlanOfKind } from './get-pay-plans';

export interface SavePlanInput<K extends PayPlanKind> {
  userId: string;
  kind: K;
  /** YYYY-MM-01: months before it keep the plan they were paid on. */
  effectiveFrom: string;
  plan: PlanOfKind[K];
}

/** Saves a new version of a salesperson's or manager's plan (the F&I plan has its own editor). */
export function savePayPlanOfKind<K extends PayPlanKind>({
  userId,
  kind,
  effectiveFrom,
  plan,
}: SavePlanInput<K>): Promise<PersonPlan<K>> {
  return apiFetch<PersonPlan<K>>(`/pay-plans/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { effectiveFrom, kind, plan },
  });
}

/** Every pay estimate can move with a plan: all the figures go stale. */
export function useSavePayPlanOfKind<K extends PayPlanKind>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlanInput<K>) => savePayPlanOfKind(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
  });
}
