import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveGoalDefaults,
  SaveShiftTemplates,
  StoreDefaults,
} from '@das/shared/schemas/store-defaults';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY, SCHEDULE_KEY } from '@/lib/query-keys';

export const storeDefaultsKeys = {
  one: (dealershipId: number | null) => ['store-defaults', dealershipId] as const,
};

const search = (dealershipId: number | null) =>
  dealershipId === null ? '' : `?dealership_id=${dealershipId}`;

export function useStoreDefaults(dealershipId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: storeDefaultsKeys.one(dealershipId),
      queryFn: ({ signal }) =>
        apiFetch<StoreDefaults>(`/store-admin/defaults${search(dealershipId)}`, { signal }),
    }),
  );
}

/**
 * Saves one part of the defaults; what reads it follows: goals and pace (they
 * live with the deal figures) after the goal defaults, the schedule after the
 * shift templates.
 */
function useSaveDefaults<Body extends object>(
  dealershipId: number | null,
  part: 'goals' | 'shift-templates',
  stale: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiFetch<StoreDefaults>(`/store-admin/defaults/${part}`, {
        method: 'PUT',
        body: { ...(dealershipId === null ? {} : { dealership_id: dealershipId }), ...body },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeDefaultsKeys.one(dealershipId), saved);
      return queryClient.invalidateQueries({ queryKey: stale });
    },
  });
}

export const useSaveGoalDefaults = (dealershipId: number | null) =>
  useSaveDefaults<SaveGoalDefaults>(dealershipId, 'goals', DEAL_FIGURES_KEY);

export const useSaveShiftTemplates = (dealershipId: number | null) =>
  useSaveDefaults<SaveShiftTemplates>(dealershipId, 'shift-templates', SCHEDULE_KEY);
