import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoInfoResponse } from '@das/shared/schemas/auth';
import { apiFetch } from './api-client';

/**
 * Whether this server runs demo mode (e-mail stays in the dev mailbox), which
 * roles it offers and the default one. The sign-in and demo pages both ask.
 */
export function getDemoInfo(): Promise<DemoInfoResponse> {
  return apiFetch<DemoInfoResponse>('/demo', { skipSessionHandling: true });
}

export const getDemoInfoQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'info'], queryFn: getDemoInfo });

export function useDemoInfo() {
  return useQuery(getDemoInfoQueryOptions());
}
