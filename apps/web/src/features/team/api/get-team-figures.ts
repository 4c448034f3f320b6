import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesManagerDashboard } from '@das/shared/schemas/sales-floor';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export type TeamFigures = SalesManagerDashboard['team'][number];

/** This month's figures per salesperson, from the sales manager's board. */
export async function getTeamFigures(
  dealershipId: number | null,
  signal?: AbortSignal,
): Promise<TeamFigures[]> {
  const search = new URLSearchParams({ period: 'this_month' });
  if (dealershipId !== null) search.set('dealership_id', String(dealershipId));
  const answer = await apiFetch<SalesManagerDashboard>(
    `/sales-floor/sales-manager?${search.toString()}`,
    { signal },
  );
  return answer.team;
}

export const getTeamFiguresQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'team-figures', dealershipId, 'this_month'],
    queryFn: ({ signal }) => getTeamFigures(dealershipId, signal),
  });

export function useTeamFigures(dealershipId: number | null) {
  return useQuery(getTeamFiguresQueryOptions(dealershipId));
}
