import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDealInput, Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { dealKeys } from '@/entities/deal/api/deal-keys';
import { invalidateAfterDeal } from './invalidate-after-deal';

export function createDeal(input: CreateDealInput): Promise<Deal> {
  return apiFetch<Deal>('/deals', { method: 'POST', body: input });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    // A retried POST could log the deal twice.
    retry: false,
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.dealership_id, deal.id), deal);
      void invalidateAfterDeal(queryClient, deal.dealership_id);
    },
  });
}
