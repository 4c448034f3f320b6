import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys, patchDealInLists } from '@/entities/deal/api/deal-keys';
import { invalidateAfterDeal } from './invalidate-after-deal';

export function deleteDeal(deal: Pick<Deal, 'id'>): Promise<void> {
  return apiFetch<void>(`/deals/${encodeURIComponent(deal.id)}`, { method: 'DELETE' });
}

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deal: Pick<Deal, 'id' | 'dealership_id'>) => deleteDeal(deal),
    onSuccess: (_nothing, deal) => {
      patchDealInLists(queryClient, deal.dealership_id, deal.id, null);
      queryClient.removeQueries({ queryKey: dealKeys.detail(deal.dealership_id, deal.id) });
      void invalidateAfterDeal(queryClient, deal.dealership_id);
    },
  });
}
