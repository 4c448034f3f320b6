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

let early: Promise<DemoInfoResponse> | undefined;
let arrived: DemoInfoResponse | undefined;

/**
 * Asked at start-up, beside the translations: the demo server's notice sits in
 * the page flow, so it must be there at the first paint, not push the page down
 * a moment later (a layout shift, issue 11).
 */
export function prefetchDemoInfo(): void {
  early = getDemoInfo();
  early.then(
    (info) => {
      arrived = info;
    },
    () => {
      early = undefined;
    },
  );
}

function takeEarlyOrFetch(): Promise<DemoInfoResponse> {
  const answer = early ?? getDemoInfo();
  early = undefined;
  return answer;
}

export const getDemoInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'info'],
    queryFn: takeEarlyOrFetch,
    initialData: () => arrived,
  });

export function useDemoInfo() {
  return useQuery(getDemoInfoQueryOptions());
}
