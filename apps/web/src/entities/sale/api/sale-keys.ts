import type { QueryClient } from '@tanstack/react-query';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** Filters of the sales list as the address carries them (`q`, `status`, `page` …). */
export type SaleListParams = Record<string, string>;

/**
 * Keys of the sales lists. Sales feed every figure (units, goal pace, pay), so
 * their lists live under DEAL_FIGURES_KEY with the floor's dashboards and the
 * F&I queue: one invalidation refreshes every screen that shows a sale. The
 * dealership comes right after the name (`null`: the server's default store).
 */
export const saleKeys = {
  all: () => [...DEAL_FIGURES_KEY, 'sales'] as const,
  list: (dealershipId: number | null, params: SaleListParams) =>
    [...DEAL_FIGURES_KEY, 'sales', dealershipId, 'list', params] as const,
};

/**
 * After a sale is logged, corrected or cancelled: its lists, the floor's
 * dashboards (recent sales, units, pace, pay) and the F&I queue.
 */
export function invalidateSales(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY });
}
