import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FinancePayPlan,
  ManagerPayPlan,
  PayPlanKind,
  SalesPayPlan,
} from '@das/shared/schemas/pay';
import type { Role } from '@das/shared/roles';
import { apiFetch } from '@/lib/api-client';

export interface PlanOfKind {
  finance: FinancePayPlan;
  salesperson: SalesPayPlan;
  manager: ManagerPayPlan;
}

export interface PersonPlan<K extends PayPlanKind = PayPlanKind> {
  userId: string;
  name: string;
  role: Role;
  /** null while the default applies (no version saved yet). */
  effectiveFrom: string | null;
  plan: PlanOfKind[K];
}

/** `null` is the caller's own store, left to the server. */
export const payPlanKeys = {
  root: ['pay-plans'] as const,
  kind: (dealershipId: number | null, kind: PayPlanKind) =>
    ['pay-plans', dealershipId, kind] as const,
};

/** The store's people of one kind and the plan in force for each this month (or the default). */
export async function getPayPlans<K extends PayPlanKind>(
  dealershipId: number | null,
  kind: K,
  signal?: AbortSignal,
): Promise<PersonPlan<K>[]> {
  const search = new URLSearchParams({ kind });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  const answer = await apiFetch<{ plans: PersonPlan<K>[] }>(`/pay-plans?${search.toString()}`, {
    signal,
  });
  return [...answer.plans].sort((a, b) => a.name.localeCompare(b.name));
}

export const getPayPlansQueryOptions = <K extends PayPlanKind>(
  dealershipId: number | null,
  kind: K,
) =>
  queryOptions({
    queryKey: payPlanKeys.kind(dealershipId, kind),
    queryFn: ({ signal }) => getPayPlans(dealershipId, kind, signal),
  });

export function usePayPlans<K extends PayPlanKind>(dealershipId: number | null, kind: K) {
  return useQuery(getPayPlansQueryOptions(dealershipId, kind));
}
