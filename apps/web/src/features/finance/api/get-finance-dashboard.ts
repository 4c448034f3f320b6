import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export interface FinanceDashboardParams {
  dealershipId: number | null;
  /** A period key or a month (YYYY-MM). */
  period: string;
  /** mine: the caller's own deals; store: the department. */
  scope: 'mine' | 'store';
  /** With scope store: one manager's figures (the director's filter). */
  fiManagerId?: string | null;
}

export function getFinanceDashboard(
  params: FinanceDashboardParams,
  signal?: AbortSignal,
): Promise<FinanceDashboard> {
  const search = new URLSearchParams({ period: params.period, scope: params.scope });
  if (params.fiManagerId) search.set('fi_manager_id', params.fiManagerId);
  if (params.dealershipId !== null) search.set('dealership_id', String(params.dealershipId));
  return apiFetch<FinanceDashboard>(`/finance/dashboard?${search.toString()}`, { signal });
}

export const getFinanceDashboardQueryOptions = (params: FinanceDashboardParams) =>
  queryOptions({
    queryKey: [
      ...DEAL_FIGURES_KEY,
      'dashboard',
      params.dealershipId,
      { period: params.period, scope: params.scope, fiManagerId: params.fiManagerId ?? null },
    ],
    queryFn: ({ signal }) => getFinanceDashboard(params, signal),
    // A new period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useFinanceDashboard(params: FinanceDashboardParams) {
  return useQuery(getFinanceDashboardQueryOptions(params));
}
