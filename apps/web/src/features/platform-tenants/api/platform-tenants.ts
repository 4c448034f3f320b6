import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AreaVicePresidents,
  CreateArea,
  CreateDealership,
  CreateGroup,
  TenantKind,
  TenantList,
  TenantRecord,
} from '@das/shared/schemas/platform-tenants';
import { apiFetch } from '@/lib/api-client';

const tenantKeys = {
  root: ['platform-tenants'] as const,
  search: (query: string) => ['platform-tenants', 'search', query] as const,
  vicePresidents: (query: string) => ['platform-tenants', 'vice-presidents', query] as const,
};

/** The record a path names for each kind: stores and single-finance offices are both dealerships. */
export const RECORD_OF_KIND: Record<TenantKind, TenantRecord> = {
  area: 'areas',
  group: 'groups',
  store: 'dealerships',
  single_finance: 'dealerships',
};

function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** `GET /platform/tenants`: the list shown stays while the next search loads. */
export function useTenants(search: { q?: string; kind?: TenantKind; limit?: number }) {
  const query = queryOf(search);
  return useQuery({
    queryKey: tenantKeys.search(query),
    queryFn: ({ signal }) => apiFetch<TenantList>(`/platform/tenants?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /platform/tenants/area-vice-presidents`: by name or e-mail, or one area's. */
export function useAreaVicePresidents(search: { q?: string; area_id?: number }, enabled = true) {
  const query = queryOf(search);
  return useQuery({
    queryKey: tenantKeys.vicePresidents(query),
    queryFn: ({ signal }) =>
      apiFetch<AreaVicePresidents>(`/platform/tenants/area-vice-presidents?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A change to the tenants: every list of them is read again. */
function useTenantWrite<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.root }),
  });
}

export type NewTenant =
  | { kind: 'area'; body: CreateArea }
  | { kind: 'group'; body: CreateGroup }
  | { kind: 'dealership'; body: CreateDealership };

export function useCreateTenant() {
  return useTenantWrite(({ kind, body }: NewTenant) =>
    apiFetch<{ id: number }>(
      `/platform/tenants/${kind === 'area' ? 'areas' : kind === 'group' ? 'groups' : 'dealerships'}`,
      { method: 'POST', body },
    ),
  );
}

export function useRenameTenant() {
  return useTenantWrite(({ kind, id, name }: { kind: TenantKind; id: number; name: string }) =>
    apiFetch<void>(`/platform/tenants/${RECORD_OF_KIND[kind]}/${id}`, {
      method: 'PATCH',
      body: { name },
    }),
  );
}

export function useSetTenantActive() {
  return useTenantWrite(
    ({ kind, id, isActive }: { kind: TenantKind; id: number; isActive: boolean }) =>
      apiFetch<void>(`/platform/tenants/${RECORD_OF_KIND[kind]}/${id}/active`, {
        method: 'POST',
        body: { isActive },
      }),
  );
}

export function useMoveStore() {
  return useTenantWrite(({ id, dealerGroupId }: { id: number; dealerGroupId: number | null }) =>
    apiFetch<void>(`/platform/tenants/dealerships/${id}/group`, {
      method: 'POST',
      body: { dealerGroupId },
    }),
  );
}

export function useAssignAreaVicePresident() {
  return useTenantWrite(({ areaId, userId }: { areaId: number; userId: string }) =>
    apiFetch<void>(`/platform/tenants/areas/${areaId}/vice-presidents`, {
      method: 'POST',
      body: { userId },
    }),
  );
}
