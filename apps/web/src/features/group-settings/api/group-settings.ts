import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddGroupStore, GroupSettings } from '@das/shared/schemas/group-settings';
import type {
  GroupPayPlanTemplates,
  GroupProductTargets,
  SaveGroupPayPlanTemplates,
  SaveGroupProductTargets,
} from '@das/shared/schemas/store-defaults';
import { staffKeys } from '@/entities/staff/api/staff-keys';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';
import { refreshSession } from '@/lib/session/session';

export const groupSettingsKeys = {
  one: (groupId: number | null) => ['group-settings', groupId] as const,
};

/** `GET /groups/{id}/settings`; nothing is asked without a group. */
export function useGroupSettings(groupId: number | null) {
  return useQuery({
    queryKey: groupSettingsKeys.one(groupId),
    queryFn: ({ signal }) => apiFetch<GroupSettings>(`/groups/${groupId}/settings`, { signal }),
    enabled: groupId !== null,
  });
}

/**
 * After any change to the group: its settings, the rollups (which show the
 * stores by name) and the stores' people lists are read again.
 */
export function useRefreshGroup(groupId: number | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupSettingsKeys.one(groupId) }),
      queryClient.invalidateQueries({ queryKey: DEAL_FIGURES_KEY }),
      queryClient.invalidateQueries({ queryKey: staffKeys.root }),
    ]);
}

function useGroupWrite<Input, Answer>(
  groupId: number | null,
  request: (input: Input) => Promise<Answer>,
) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({ mutationFn: request, onSuccess: () => refresh() });
}

/** Renames the group; the session is read again so every header shows the new name. */
export function useRenameGroup(groupId: number | null) {
  return useGroupWrite(groupId, async (name: string) => {
    const answer = await apiFetch<{ id: number; name: string }>(`/groups/${groupId}/name`, {
      method: 'PUT',
      body: { name },
    });
    await refreshSession();
    return answer;
  });
}

export function useRenameStore(groupId: number | null) {
  return useGroupWrite(groupId, ({ storeId, name }: { storeId: number; name: string }) =>
    apiFetch<{ id: number; name: string }>(`/groups/${groupId}/stores/${storeId}/name`, {
      method: 'PUT',
      body: { name },
    }),
  );
}

export function useAddStore(groupId: number | null) {
  return useGroupWrite(groupId, (store: AddGroupStore) =>
    apiFetch<{ id: number; name: string }>(`/groups/${groupId}/stores`, {
      method: 'POST',
      body: store,
    }),
  );
}

export function useMovePerson(groupId: number | null) {
  return useGroupWrite(
    groupId,
    ({ userId, dealershipId }: { userId: string; dealershipId: number }) =>
      apiFetch<{ userId: string; dealershipId: number }>(
        `/groups/${groupId}/people/${encodeURIComponent(userId)}/move`,
        { method: 'POST', body: { dealershipId } },
      ),
  );
}

const targetsKey = (groupId: number | null) => ['group-product-targets', groupId] as const;

/** `GET /groups/{id}/product-targets`: the targets the group's stores may adopt. */
export function useGroupProductTargets(groupId: number | null) {
  return useQuery({
    queryKey: targetsKey(groupId),
    queryFn: ({ signal }) =>
      apiFetch<GroupProductTargets>(`/groups/${groupId}/product-targets`, { signal }),
    enabled: groupId !== null,
  });
}

/** Saves the group's targets; no store's own targets change until it adopts them. */
export function useSaveGroupProductTargets(groupId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGroupProductTargets) =>
      apiFetch<GroupProductTargets>(`/groups/${groupId}/product-targets`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(targetsKey(groupId), saved),
  });
}

const templatesKey = (groupId: number | null) => ['group-pay-plan-templates', groupId] as const;

/** `GET /groups/{id}/pay-plan-templates`: the plans the group's stores may adopt as defaults. */
export function useGroupPayPlanTemplates(groupId: number | null) {
  return useQuery({
    queryKey: templatesKey(groupId),
    queryFn: ({ signal }) =>
      apiFetch<GroupPayPlanTemplates>(`/groups/${groupId}/pay-plan-templates`, { signal }),
    enabled: groupId !== null,
  });
}

/** Saves the group's templates; no store's default plans change until it adopts them. */
export function useSaveGroupPayPlanTemplates(groupId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGroupPayPlanTemplates) =>
      apiFetch<GroupPayPlanTemplates>(`/groups/${groupId}/pay-plan-templates`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(templatesKey(groupId), saved),
  });
}
