import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveStoreSettings, StoreSettings } from '@das/shared/schemas/store-admin';
import { apiFetch } from '@/lib/api-client';
import { dealKeys } from '@/entities/deal/api/deal-keys';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export const storeSettingsKeys = {
  one: (dealershipId: number | null) => ['store-settings', dealershipId] as const,
};

const search = (dealershipId: number | null) =>
  dealershipId === null ? '' : `?dealership_id=${dealershipId}`;

export const getStoreSettingsQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: storeSettingsKeys.one(dealershipId),
    queryFn: ({ signal }) =>
      apiFetch<StoreSettings>(`/store-admin/settings${search(dealershipId)}`, { signal }),
  });

export function useStoreSettings(dealershipId: number | null) {
  return useQuery(getStoreSettingsQueryOptions(dealershipId));
}

/** Saves the settings; the home's products and targets, and the lender lists, follow them. */
export function useSaveStoreSettings(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SaveStoreSettings) =>
      apiFetch<StoreSettings>('/store-admin/settings', {
        method: 'PUT',
        body: { ...(dealershipId === null ? {} : { dealership_id: dealershipId }), ...settings },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeSettingsKeys.one(dealershipId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
        queryClient.invalidateQueries({ queryKey: dealKeys.root }),
      ]);
    },
  });
}

/** Copies the group's product targets into the store's own (ADR 020): a copy, not a link. */
export function useAdoptGroupTargets(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<StoreSettings>('/store-admin/settings/adopt-group-targets', {
        method: 'POST',
        body: dealershipId === null ? {} : { dealership_id: dealershipId },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeSettingsKeys.one(dealershipId), saved);
      return queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY });
    },
  });
}
