import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesManagerDashboard } from '@das/shared/schemas/sales-floor';
import { apiFetch } from '@/lib/api-client';
import { floorKeys } from './floor-keys';

/** One salesperson's row of the board: the team page shows it beside each person. */
export type TeamFigures = SalesManagerDashboard['team'][number];

export interface StoreDashboardParams {
  dealershipId: number | null;
  /** A period key or a month (YYYY-MM). */
  period: string;
}

export function storeSearch(params: StoreDashboardParams): string {
  const search = new URLSearchParams({ period: params.period });
  if (params.dealershipId !== null) search.set('dealership_id', String(params.dealershipId));
  return search.toString();
}

export function getSalesManagerDashboard(
  params: StoreDashboardParams,
  signal?: AbortSignal,
): Promise<SalesManagerDashboard> {
  return apiFetch<SalesManagerDashboard>(`/sales-floor/sales-manager?${storeSearch(params)}`, {
    signal,
  });
}

export const getSalesManagerDashboardQueryOptions = (params: StoreDashboardParams) =>
  queryOptions({
    queryKey: floorKeys.dashboard(params.dealershipId, 'sales-manager', {
      period: params.period,
    }),
    queryFn: ({ signal }) => getSalesManagerDashboard(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSalesManagerDashboard(params: StoreDashboardParams) {
  return useQuery(getSalesManagerDashboardQueryOptions(params));
}
