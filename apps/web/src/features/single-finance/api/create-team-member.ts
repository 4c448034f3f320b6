import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamMemberInput, TeamMember } from '@das/shared/schemas/team';
import { apiFetch } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

export function createTeamMember(input: CreateTeamMemberInput): Promise<TeamMember> {
  return apiFetch<TeamMember>('/team-members', { method: 'POST', body: input });
}

export function useCreateTeamMember(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => invalidateTeam(queryClient, dealershipId),
  });
}
