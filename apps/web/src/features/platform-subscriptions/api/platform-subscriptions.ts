import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingPreview,
  PlatformSubscription,
  SubscriptionPage,
} from '@das/shared/schemas/platform-subscriptions';
import type { SignupPlan, SubscriptionStatus } from '@das/shared/subscription-plans';
import { apiFetch } from '@/lib/api-client';
import { queryOf } from '@/lib/query-text';

export interface SubscriptionFilter {
  status?: SubscriptionStatus | undefined;
  plan?: SignupPlan | undefined;
  search?: string | undefined;
}

const subscriptionKeys = {
  all: ['platform-subscriptions'] as const,
  list: (query: string) => ['platform-subscriptions', 'list', query] as const,
  billing: (id: string) => ['platform-subscriptions', 'billing', id] as const,
};

/** `GET /platform/subscriptions`: one keyset page; the page shown stays while the next loads. */
export function useSubscriptions(filter: SubscriptionFilter, after: string | undefined) {
  const query = queryOf({ ...filter, after });
  return useQuery({
    queryKey: subscriptionKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<SubscriptionPage>(`/platform/subscriptions?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What each store of the subscription would be billed a month. */
export function useBillingPreview(id: string) {
  return useQuery({
    queryKey: subscriptionKeys.billing(id),
    queryFn: ({ signal }) =>
      apiFetch<BillingPreview>(`/platform/subscriptions/${encodeURIComponent(id)}/billing`, {
        signal,
      }),
  });
}

export type SubscriptionChange =
  | { kind: 'extend-trial'; id: string; days: number }
  | { kind: 'activate'; id: string }
  | { kind: 'cancel'; id: string; on: string };

function changeSubscription(change: SubscriptionChange): Promise<PlatformSubscription> {
  const path = `/platform/subscriptions/${encodeURIComponent(change.id)}/${change.kind}`;
  const body =
    change.kind === 'extend-trial'
      ? { days: change.days }
      : change.kind === 'cancel'
        ? { on: change.on }
        : undefined;
  return apiFetch<PlatformSubscription>(path, { method: 'POST', ...(body ? { body } : {}) });
}

/** Extend, activate or cancel; every list and preview is read again after. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
