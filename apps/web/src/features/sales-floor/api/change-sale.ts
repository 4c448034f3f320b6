import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { UpdateSaleInput } from '@das/shared/schemas/sales';
import { cancelSale, updateSale } from '@/entities/sale/api/change-sale';
import { invalidateSales } from '@/entities/sale/api/sale-keys';

/**
 * Correcting or cancelling a pending sale changes the sales lists and every
 * figure computed from sales (recent sales, units, pace, pay, the F&I queue):
 * all under the sales' keys. Never retried: once a sale is no longer pending
 * the server answers 409.
 */
export const correctSaleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: string; input: UpdateSaleInput }) => updateSale(id, input),
    retry: false,
    onSuccess: () => invalidateSales(queryClient),
  });

export const cancelSaleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => cancelSale(id),
    retry: false,
    onSuccess: () => invalidateSales(queryClient),
  });

export function useCorrectSale() {
  return useMutation(correctSaleMutationOptions(useQueryClient()));
}

export function useCancelSale() {
  return useMutation(cancelSaleMutationOptions(useQueryClient()));
}
