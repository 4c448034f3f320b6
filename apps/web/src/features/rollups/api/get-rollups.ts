import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AreaRollup, GroupRollup } from '@das/shared/schemas/rollups';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The rollups above the store (a store's overview is in entities/dealership). Their figures are sums of deals, so they live
 * under DEAL_FIGURES_KEY and go stale with any deal logged.
 */
const rollupKeys = {
  of: (kind: 'group' | 'area', id: number | null, params: Record<string, string>) =>
    [...DEAL_FIGURES_KEY, 'rollups', kind, id, params] as const,
};

export interface RollupParams {
  period: string;
  /** The store whose twelve months are charted beside the whole's. */
  trendStore: number | null;
}

function search({ period, trendStore }: RollupParams): string {
  const params = new URLSearchParams({ period });
  if (trendStore !== null) params.set('trend_dealership_id', String(trendStore));
  return params.toString();
}

/** `GET /groups/{id}/rollup`; nothing is asked without a group. */
export function useGroupRollup(groupId: number | null, params: RollupParams) {
  return useQuery({
    queryKey: rollupKeys.of('group', groupId, { ...params, trendStore: String(params.trendStore) }),
    queryFn: ({ signal }) =>
      apiFetch<GroupRollup>(`/groups/${groupId}/rollup?${search(params)}`, { signal }),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /areas/{id}/rollup`. */
export function useAreaRollup(areaId: number | null, params: RollupParams) {
  return useQuery({
    queryKey: rollupKeys.of('area', areaId, { ...params, trendStore: String(params.trendStore) }),
    queryFn: ({ signal }) =>
      apiFetch<AreaRollup>(`/areas/${areaId}/rollup?${search(params)}`, { signal }),
    enabled: areaId !== null,
    placeholderData: keepPreviousData,
  });
}
