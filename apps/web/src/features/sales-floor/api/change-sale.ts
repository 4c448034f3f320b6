import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSaleInput } from '@das/shared/schemas/sales';
import { cancelSale, updateSale } from '@/entities/sale/api/change-sale';
import { invalidateSales } from '@/entities/sale/api/sale-keys';

/**
 * Correcting or cancelling a pending sale changes the sales lists and every
 * figure computed from sales (units, pace, pay): all under the sales' keys.
 * Never retried: the server answers 409 once the sale is no longer pending.
 */
export function useCorrectSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSaleInput }) => updateSale(id, input),
    retry: false,
    onSuccess: () => invalidateSales(queryClient),
  });
}

export function useCancelSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelSale(id),
    retry: false,
    onSuccess: () => invalidateSales(queryClient),
  });
}
