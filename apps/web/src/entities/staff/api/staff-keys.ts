import type { QueryClient } from '@tanstack/react-query';

/**
 * The one key family of a store's people (ADR 009). `null` is the caller's
 * own store, left to the server, which may be any store: a change to store N
 * also makes the `null` entries stale, and a change with no known store makes
 * every store's stale.
 */
export const staffKeys = {
  root: ['staff'] as const,
  all: (dealershipId: number | null) => ['staff', dealershipId] as const,
  list: (dealershipId: number | null) => ['staff', dealershipId, 'list'] as const,
  teamMembers: (dealershipId: number | null) => ['staff', dealershipId, 'team-members'] as const,
  /** The People screen's list: e-mails and invitations too. */
  people: (dealershipId: number | null) => ['staff', dealershipId, 'people'] as const,
};

export async function invalidateStaff(
  queryClient: QueryClient,
  dealershipId: number | null,
): Promise<void> {
  if (dealershipId === null) {
    await queryClient.invalidateQueries({ queryKey: staffKeys.root });
    return;
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.all(dealershipId) }),
    queryClient.invalidateQueries({ queryKey: staffKeys.all(null) }),
  ]);
}
