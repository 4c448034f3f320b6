import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@das/shared/schemas/team';
import { apiFetch } from './api-client';
import { useSession } from './session/session';

/** The signed-in user's preferences, kept on the server (DECISIONS.md "Data"). */
export const getPreferencesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['preferences', userId],
    queryFn: () => apiFetch<Preferences>('/me/preferences'),
    enabled: userId !== undefined,
  });

export function usePreferences() {
  const { user } = useSession();
  return useQuery(getPreferencesQueryOptions(user?.id));
}

export function useUpdatePreferences() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Preferences>) =>
      apiFetch<Preferences>('/me/preferences', { method: 'PATCH', body: change }),
    onSuccess: (saved) =>
      queryClient.setQueryData(getPreferencesQueryOptions(user?.id).queryKey, saved),
  });
}
