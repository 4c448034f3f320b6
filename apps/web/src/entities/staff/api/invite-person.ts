import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitePersonInput, Person } from '@das/shared/schemas/people';
import { apiFetch } from '@/lib/api-client';
import { invalidateStaff } from './staff-keys';

/**
 * Adds a person to a store and e-mails their invitation: the People screen's
 * "Add person", and a group's settings inviting a store's admin.
 */
export function useInvitePerson(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitePersonInput) =>
      apiFetch<Person>(`/dealerships/${dealershipId ?? 0}/people`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => invalidateStaff(queryClient, dealershipId),
  });
}
