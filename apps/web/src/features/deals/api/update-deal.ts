import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deal, UpdateDealInput } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys, patchDealInLists } from '@/entities/deal/api/deal-keys';
import { invalidateAfterDeal } from './invalidate-after-deal';

export function updateDeal({ id, change }: { id: string; change: UpdateDealInput }): Promise<Deal> {
  return apiFetch<Deal>(`/deals/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });
}

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.dealership_id, deal.id), deal);
      patchDealInLists(queryClient, deal.dealership_id, deal.id, deal);
      void invalidateAfterDeal(queryClient, deal.dealership_id);
    },
  });
}
