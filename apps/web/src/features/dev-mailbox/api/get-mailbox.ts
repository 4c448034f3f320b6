import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxResponse } from '@das/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

export type MailboxMessage = MailboxResponse['messages'][number];

/** The server's outbox; it answers 404 unless demo mode is on. */
export async function getMailbox(): Promise<MailboxMessage[]> {
  const { messages } = await apiFetch<MailboxResponse>('/dev/mailbox', {
    skipSessionHandling: true,
  });
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const getMailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: getMailbox,
    // A tester comes here right after an action that sent mail: always read it fresh.
    staleTime: 0,
  });

export function useMailbox() {
  return useQuery(getMailboxQueryOptions());
}
