import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHome } from '@das/shared/schemas/store-admin';
import { apiFetch } from '@/lib/api-client';
import { floorKeys } from '@/entities/sale/api/floor-keys';
import {
  storeSearch,
  type StoreDashboardParams,
} from '@/entities/sale/api/get-sales-manager-dashboard';

export function getAdminHome(params: StoreDashboardParams, signal?: AbortSignal) {
  return apiFetch<AdminHome>(`/store-admin/home?${storeSearch(params)}`, { signal });
}

export const getAdminHomeQueryOptions = (params: StoreDashboardParams) =>
  queryOptions({
    queryKey: floorKeys.dashboard(params.dealershipId, 'admin', { period: params.period }),
    queryFn: ({ signal }) => getAdminHome(params, signal),
    // Nothing is asked before a store is known: a group admin picks one of the group's.
    enabled: params.dealershipId !== null,
    placeholderData: keepPreviousData,
  });

export function useAdminHome(params: StoreDashboardParams) {
  return useQuery(getAdminHomeQueryOptions(params));
}
