import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRecord } from '@das/shared/schemas/my-record';
import { apiFetch } from '@/lib/api-client';
import { DEAL_FIGURES_KEY } from '@/lib/query-keys';

export function getMyRecord(signal?: AbortSignal): Promise<MyRecord> {
  return apiFetch<MyRecord>('/me/record', { signal });
}

/** Under the deal figures' key: a change to any deal makes the record stale with the dashboards. */
export const getMyRecordQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...DEAL_FIGURES_KEY, 'my-record', userId],
    queryFn: ({ signal }) => getMyRecord(signal),
    enabled: userId !== undefined,
  });

export function useMyRecord(userId: string | undefined) {
  return useQuery(getMyRecordQueryOptions(userId));
}
