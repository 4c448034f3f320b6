import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import type { CreateSaleInput, Sale } from '@das/shared/schemas/sales';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { floorKeys } from '@/entities/sale/api/floor-keys';

export function createSale(input: CreateSaleInput): Promise<Sale> {
  return apiFetch<Sale>('/sales', { method: 'POST', body: input });
}

/** Newest first, as the dashboard lists them: by sale date, then by entry. */
function newestFirst(a: Sale, b: Sale): number {
  return b.sale_date.localeCompare(a.sale_date) || b.created_at.localeCompare(a.created_at);
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    // A retried POST could log the sale twice.
    retry: false,
    onSuccess: (sale) => {
      // The sale shows in "recent sales" at once; the figures follow when the refetch lands.
      queryClient.setQueriesData<SalespersonDashboard>(
        { queryKey: [...floorKeys.all(sale.dealership_id), 'dashboard', 'salesperson'] },
        (data) =>
          data && !data.recentSales.some((known) => known.id === sale.id)
            ? {
                ...data,
                recentSales: [sale, ...data.recentSales]
                  .sort(newestFirst)
                  .slice(0, Math.max(data.recentSales.length, 1)),
              }
            : data,
      );
      void queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY });
    },
  });
}
