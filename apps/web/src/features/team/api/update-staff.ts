import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { staffKeys, type StaffMember } from './get-staff';

export interface StaffChange {
  isActive?: boolean;
  teamManagerId?: string | null;
}

/** Puts a salesperson on a sales manager's team, or (de)activates someone. */
export function updateStaff({
  dealershipId,
  userId,
  change,
}: {
  dealershipId: number;
  userId: string;
  change: StaffChange;
}): Promise<StaffMember> {
  return apiFetch<StaffMember>(`/dealerships/${dealershipId}/staff/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: change,
  });
}

/**
 * The list shows the change at once and takes it back if the server refuses;
 * the figures and boards depend on who is active and on which team.
 */
export function useUpdateStaff(dealershipId: number | null) {
  const queryClient = useQueryClient();
  const key = staffKeys.list(dealershipId);
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: StaffChange }) =>
      updateStaff({ dealershipId: dealershipId ?? 0, userId, change }),
    onMutate: async ({ userId, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffMember[]>(key);
      queryClient.setQueryData<StaffMember[]>(key, (staff) =>
        staff?.map((person) => (person.id === userId ? { ...person, ...change } : person)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      ]),
  });
}
