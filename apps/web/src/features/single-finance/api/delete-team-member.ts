import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** Answers 409 when deals name the member: deactivate them instead. */
export function deleteTeamMember(id: string): Promise<void> {
  return apiFetch<void>(`/team-members/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeamMember(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => invalidateTeam(queryClient, dealershipId),
  });
}
