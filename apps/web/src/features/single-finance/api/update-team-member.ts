import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@das/shared/schemas/team';
import { apiFetch } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

export type UpdateTeamMemberInput = Partial<
  Pick<TeamMember, 'firstName' | 'lastName' | 'role' | 'isActive'>
>;

/** Rename, change role, or (de)activate: a member with deals is never removed. */
export function updateTeamMember({
  id,
  change,
}: {
  id: string;
  change: UpdateTeamMemberInput;
}): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/team-members/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
  });
}

export function useUpdateTeamMember(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => invalidateTeam(queryClient, dealershipId),
  });
}
