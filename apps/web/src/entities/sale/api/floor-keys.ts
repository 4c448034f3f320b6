import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * Query keys of the sales floor (ARCHITECTURE.md convention 7). Every figure
 * here is computed from sales and deals, so all of them live under
 * DEAL_FIGURES_KEY: a sale or a deal logged anywhere makes them stale at once.
 * The dealership comes right after the name.
 */
export const floorKeys = {
  all: (dealershipId: number | null) => [...DEAL_FIGURES_KEY, 'sales-floor', dealershipId] as const,
  dashboard: (
    dealershipId: number | null,
    view: 'salesperson' | 'sales-manager' | 'gm' | 'admin',
    params: Record<string, string>,
  ) => [...DEAL_FIGURES_KEY, 'sales-floor', dealershipId, 'dashboard', view, params] as const,
};
