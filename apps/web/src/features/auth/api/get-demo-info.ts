import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoInfoResponse } from '@das/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

/** Whether this server runs demo mode, in which e-mail stays in the dev mailbox. */
export function getDemoInfo(): Promise<DemoInfoResponse> {
  return apiFetch<DemoInfoResponse>('/demo', { skipSessionHandling: true });
}

export const getDemoInfoQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'info'], queryFn: getDemoInfo });

export function useDemoInfo() {
  return useQuery(getDemoInfoQueryOptions());
}
