import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@das/shared/schemas/team';
import { apiFetch } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/**
 * The salespeople and sales managers a single finance manager works deals
 * with. They are staff rows too, so they share the staff key: a change to
 * either list makes both stale.
 */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  const answer = await apiFetch<{ members: TeamMember[] }>('/team-members', { signal });
  return answer.members;
}

export const getTeamMembersQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: staffKeys.teamMembers(dealershipId),
    queryFn: ({ signal }) => getTeamMembers(signal),
  });

export function useTeamMembers(dealershipId: number | null) {
  return useQuery(getTeamMembersQueryOptions(dealershipId));
}
