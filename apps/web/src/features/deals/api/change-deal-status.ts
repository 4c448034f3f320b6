import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealStatus } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys, invalidateDeals, patchDealInLists } from '@/entities/deal/api/deal-keys';

export interface DealStatusChange {
  id: string;
  status: DealStatus;
  /** Defaults to the store's today when the deal becomes Funded. */
  funded_date?: string;
}

export function changeDealStatus({ id, ...change }: DealStatusChange): Promise<Deal> {
  return apiFetch<Deal>(`/deals/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: change,
  });
}

export function useChangeDealStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDealStatus,
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.dealership_id, deal.id), deal);
      patchDealInLists(queryClient, deal.dealership_id, deal.id, deal);
      void invalidateDeals(queryClient, deal.dealership_id);
    },
  });
}
