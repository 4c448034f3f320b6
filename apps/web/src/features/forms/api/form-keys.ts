import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * Query keys of the printable forms. Everything read from deals sits under
 * DEAL_FIGURES_KEY, so a saved deal makes every open form stale; the store
 * comes right after the name (ARCHITECTURE.md convention 7).
 */
export type StoreKey = number | 'own';

export const formKeys = {
  all: (store: StoreKey) => [...DEAL_FIGURES_KEY, 'forms', store] as const,
  deal: (store: StoreKey, id: string) => [...DEAL_FIGURES_KEY, 'forms', store, 'deal', id] as const,
  search: (store: StoreKey, q: string) =>
    [...DEAL_FIGURES_KEY, 'forms', store, 'deal-search', q] as const,
  monthLog: (store: StoreKey, month: string) =>
    [...DEAL_FIGURES_KEY, 'forms', store, 'month-log', month] as const,
  pay: (store: StoreKey, userId: string | null, month: string) =>
    [...DEAL_FIGURES_KEY, 'forms', store, 'pay', userId ?? 'me', month] as const,
  staff: (store: StoreKey) => ['forms', store, 'staff'] as const,
};
