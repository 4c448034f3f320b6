import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@das/shared/schemas/team';
import { apiFetch } from '@/lib/api-client';

/** The salespeople and sales managers a single finance manager works deals with. */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  const answer = await apiFetch<{ members: TeamMember[] }>('/team-members', { signal });
  return answer.members;
}

export const getTeamMembersQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: ['single-finance', 'team-members', dealershipId],
    queryFn: ({ signal }) => getTeamMembers(signal),
  });

export function useTeamMembers(dealershipId: number | null) {
  return useQuery(getTeamMembersQueryOptions(dealershipId));
}
