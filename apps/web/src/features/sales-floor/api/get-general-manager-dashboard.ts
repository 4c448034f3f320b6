import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import { apiFetch } from '@/lib/api-client';
import { floorKeys } from '@/entities/sale/api/floor-keys';
import {
  storeSearch,
  type StoreDashboardParams,
} from '@/entities/sale/api/get-sales-manager-dashboard';

export function getGeneralManagerDashboard(
  params: StoreDashboardParams,
  signal?: AbortSignal,
): Promise<GeneralManagerDashboard> {
  return apiFetch<GeneralManagerDashboard>(`/sales-floor/gm?${storeSearch(params)}`, { signal });
}

export const getGeneralManagerDashboardQueryOptions = (params: StoreDashboardParams) =>
  queryOptions({
    queryKey: floorKeys.dashboard(params.dealershipId, 'gm', { period: params.period }),
    queryFn: ({ signal }) => getGeneralManagerDashboard(params, signal),
    placeholderData: keepPreviousData,
  });

export function useGeneralManagerDashboard(params: StoreDashboardParams) {
  return useQuery(getGeneralManagerDashboardQueryOptions(params));
}
