import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReport } from '@das/shared/schemas/reports';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export interface SalesReportParams {
  /** null: the caller's own store, as the server scopes it. */
  dealershipId: number | null;
  /** A period key or a month (YYYY-MM). */
  period: string;
}

/** Units and gross by salesperson for a period, with the store total and its group's average. */
export function getSalesReport(
  params: SalesReportParams,
  signal?: AbortSignal,
): Promise<SalesReport> {
  const search = new URLSearchParams({ period: params.period });
  if (params.dealershipId !== null) search.set('dealership_id', String(params.dealershipId));
  return apiFetch<SalesReport>(`/reports/sales?${search.toString()}`, { signal });
}

export const getSalesReportQueryOptions = (params: SalesReportParams) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'reports', 'sales', params.dealershipId, params.period],
    queryFn: ({ signal }) => getSalesReport(params, signal),
    // Another period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useSalesReport(params: SalesReportParams) {
  return useQuery(getSalesReportQueryOptions(params));
}
