import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal } from '@das/shared/schemas/deals';
import { apiFetch } from '@/lib/api-client';
import { formKeys, type StoreKey } from './form-keys';

/** One deal, every field of it, for the recap. */
export function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiFetch<Deal>(`/deals/${encodeURIComponent(id)}`, { signal });
}

export const getDealQueryOptions = (store: StoreKey, id: string | null) =>
  queryOptions({
    queryKey: formKeys.deal(store, id ?? ''),
    queryFn: ({ signal }) => getDeal(id ?? '', signal),
    enabled: id !== null,
  });

export function useDeal(store: StoreKey, id: string | null) {
  return useQuery(getDealQueryOptions(store, id));
}
