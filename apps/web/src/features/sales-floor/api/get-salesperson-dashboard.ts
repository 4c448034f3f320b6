import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { apiFetch } from '@/lib/api-client';
import { floorKeys } from '@/entities/sale/api/floor-keys';

export interface SalespersonDashboardParams {
  dealershipId: number | null;
  /** Whose figures: the caller's own (the server reads them from the session). */
  userId: string;
  /** A period key or a month (YYYY-MM). */
  period: string;
}

export function getSalespersonDashboard(
  params: SalespersonDashboardParams,
  signal?: AbortSignal,
): Promise<SalespersonDashboard> {
  const search = new URLSearchParams({ period: params.period });
  return apiFetch<SalespersonDashboard>(`/sales-floor/salesperson?${search.toString()}`, {
    signal,
  });
}

export const getSalespersonDashboardQueryOptions = (params: SalespersonDashboardParams) =>
  queryOptions({
    queryKey: floorKeys.dashboard(params.dealershipId, 'salesperson', {
      userId: params.userId,
      period: params.period,
    }),
    queryFn: ({ signal }) => getSalespersonDashboard(params, signal),
    // A new period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useSalespersonDashboard(params: SalespersonDashboardParams) {
  return useQuery(getSalespersonDashboardQueryOptions(params));
}
