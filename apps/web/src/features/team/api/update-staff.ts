import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { StaffList } from '@das/shared/schemas/finance';
import { getStaffQueryOptions } from '@/entities/staff/api/get-staff';
import { invalidateStaff } from '@/entities/staff/api/staff-keys';
import { updateStaff, type StaffChange } from '@/entities/staff/api/update-staff';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/**
 * The list shows the change at once and takes it back if the server refuses.
 * Every screen reading the store's people (the deal form's pickers too) shares
 * the one staff key, and the figures and boards depend on who is active and
 * on which team.
 */
export const updateStaffMutationOptions = (
  queryClient: QueryClient,
  dealershipId: number | null,
) => {
  const key = getStaffQueryOptions(dealershipId).queryKey;
  return mutationOptions({
    mutationFn: ({ userId, change }: { userId: string; change: StaffChange }) =>
      updateStaff({ dealershipId: dealershipId ?? 0, userId, change }),
    onMutate: async ({ userId, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffList>(key);
      queryClient.setQueryData<StaffList>(key, (list) =>
        list
          ? {
              staff: list.staff.map((person) =>
                person.id === userId ? { ...person, ...change } : person,
              ),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      Promise.all([
        invalidateStaff(queryClient, dealershipId),
        queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      ]),
  });
};

export function useUpdateStaff(dealershipId: number | null) {
  return useMutation(updateStaffMutationOptions(useQueryClient(), dealershipId));
}
