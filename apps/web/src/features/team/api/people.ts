import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportResult, PeopleList } from '@das/shared/schemas/people';
import { invalidateStaff, staffKeys } from '@/entities/staff/api/staff-keys';
import { apiFetch } from '@/lib/api-client';

/** A store's people as its admin manages them; part of the staff key family (ADR 009). */
export const getPeopleQueryOptions = (dealershipId: number | null) =>
  queryOptions({
    queryKey: staffKeys.people(dealershipId),
    queryFn: ({ signal }) =>
      apiFetch<PeopleList>(`/dealerships/${dealershipId ?? 0}/people`, { signal }),
    enabled: dealershipId !== null,
  });

export function usePeople(dealershipId: number | null) {
  return useQuery(getPeopleQueryOptions(dealershipId));
}

/**
 * Import people from a CSV: a dry run answers each row's result and writes
 * nothing; the commit invites every row or, when one has a problem, no one.
 */
export function useImportPeople(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch<ImportResult>(
        `/dealerships/${dealershipId ?? 0}/people/import${dryRun ? '?dry_run=true' : ''}`,
        { method: 'POST', body: { csv } },
      ),
    onSettled: (_data, _error, { dryRun }) =>
      dryRun ? undefined : invalidateStaff(queryClient, dealershipId),
  });
}

/** What a row's menu does to a person besides the changes the staff PATCH makes. */
export type PersonAction = 'resend' | 'revoke' | 'passwordReset';

const ACTION_REQUEST: Record<PersonAction, { path: string; method: 'POST' | 'DELETE' }> = {
  resend: { path: 'invitation', method: 'POST' },
  revoke: { path: 'invitation', method: 'DELETE' },
  passwordReset: { path: 'password-reset', method: 'POST' },
};

export function usePersonAction(dealershipId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: PersonAction; userId: string }) => {
      const { path, method } = ACTION_REQUEST[action];
      return apiFetch<unknown>(
        `/dealerships/${dealershipId ?? 0}/people/${encodeURIComponent(userId)}/${path}`,
        { method },
      );
    },
    onSettled: () => invalidateStaff(queryClient, dealershipId),
  });
}
