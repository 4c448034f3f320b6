import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Chargeback,
  CreateChargeback,
  DealChargebacks,
} from '@das/shared/schemas/chargebacks';
import type { Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys } from '@/entities/deal/api/deal-keys';
import { invalidateAfterDeal } from './invalidate-after-deal';

/** Under the deal's own key: whatever makes the deal stale makes its chargebacks stale. */
const chargebacksKey = (deal: Pick<Deal, 'id' | 'dealership_id'>) =>
  [...dealKeys.detail(deal.dealership_id, deal.id), 'chargebacks'] as const;

const base = (dealId: string) => `/deals/${encodeURIComponent(dealId)}/chargebacks`;

export function getDealChargebacks(dealId: string, signal?: AbortSignal) {
  return apiFetch<DealChargebacks>(base(dealId), { signal });
}

export const getDealChargebacksQueryOptions = (deal: Pick<Deal, 'id' | 'dealership_id'>) =>
  queryOptions({
    queryKey: chargebacksKey(deal),
    queryFn: ({ signal }) => getDealChargebacks(deal.id, signal),
  });

export function useDealChargebacks(deal: Pick<Deal, 'id' | 'dealership_id'>) {
  return useQuery(getDealChargebacksQueryOptions(deal));
}

/**
 * Recording or removing one changes the deal's row in the log and the figures
 * of the month it is dated in: both refetch.
 */
export function useRecordChargeback(deal: Pick<Deal, 'id' | 'dealership_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChargeback) =>
      apiFetch<Chargeback>(base(deal.id), { method: 'POST', body: input }),
    onSuccess: () => invalidateAfterDeal(queryClient, deal.dealership_id),
  });
}

export function useRemoveChargeback(deal: Pick<Deal, 'id' | 'dealership_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargebackId: string) =>
      apiFetch<void>(`${base(deal.id)}/${encodeURIComponent(chargebackId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidateAfterDeal(queryClient, deal.dealership_id),
  });
}
