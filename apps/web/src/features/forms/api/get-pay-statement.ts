import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayStatement } from '@das/shared/schemas/reports';
import { apiFetch } from '@/lib/api-client';
import type { DealershipKey } from '@/entities/deal/api/deal-keys';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

/** A person's pay for a month; without `userId`, the caller's own. */
export function getPayStatement(
  userId: string | null,
  month: string,
  signal?: AbortSignal,
): Promise<PayStatement> {
  const search = new URLSearchParams({ month });
  if (userId) search.set('user_id', userId);
  return apiFetch<PayStatement>(`/pay/statement?${search.toString()}`, { signal });
}

export const getPayStatementQueryOptions = (
  store: DealershipKey,
  userId: string | null,
  month: string | null,
  enabled = true,
) =>
  queryOptions({
    // Pay is computed from deals: it lives with the figures.
    queryKey: [...DEAL_FIGURES_KEY, 'pay-statement', store, userId ?? 'me', month ?? ''],
    queryFn: ({ signal }) => getPayStatement(userId, month ?? '', signal),
    enabled: enabled && month !== null,
  });

export function usePayStatement(
  store: DealershipKey,
  userId: string | null,
  month: string | null,
  enabled = true,
) {
  return useQuery(getPayStatementQueryOptions(store, userId, month, enabled));
}
