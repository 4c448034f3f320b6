import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayPlanDefaults,
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
 * Changes one part of the defaults; what reads it follows: goals and pace (they
 * live with the deal figures) after the goal defaults, the schedule after the
 * shift templates. The default pay plans are read only when a person is added.
 */
function useChangeDefaults<Body>(
  dealershipId: number | null,
  [method, part]: ['PUT' | 'POST', string],
  stale?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiFetch<StoreDefaults>(`/store-admin/defaults/${part}`, {
        method,
        body: {
          ...(dealershipId === null ? {} : { dealership_id: dealershipId }),
          ...(body as object | undefined),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeDefaultsKeys.one(dealershipId), saved);
      return stale ? queryClient.invalidateQueries({ queryKey: stale }) : undefined;
    },
  });
}

export const useSaveGoalDefaults = (dealershipId: number | null) =>
  useChangeDefaults<SaveGoalDefaults>(dealershipId, ['PUT', 'goals'], DEAL_FIGURES_KEY);

export const useSaveShiftTemplates = (dealershipId: number | null) =>
  useChangeDefaults<SaveShiftTemplates>(dealershipId, ['PUT', 'shift-templates'], SCHEDULE_KEY);

export const useSavePayPlanDefaults = (dealershipId: number | null) =>
  useChangeDefaults<{ plans: PayPlanDefaults }>(dealershipId, ['PUT', 'pay-plans']);

/** Copies the group's pay-plan templates into the store's default plans (ADR 020): a copy, not a link. */
export const useAdoptGroupPayPlans = (dealershipId: number | null) =>
  useChangeDefaults<void>(dealershipId, ['POST', 'adopt-group-pay-plans']);
