import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@das/shared/schemas/health';
import { apiFetch } from '@/lib/api-client';

const FIRST_CHECK_TIMEOUT_MS = 30_000;
const SECOND_CHECK_TIMEOUT_MS = 4_000;

/**
 * The login page's connection test (SPEC.md §7): two checks, the second
 * limited to 4000 ms. It fails only when both fail.
 */
export async function checkConnection(): Promise<HealthResponse> {
  try {
    return await apiFetch<HealthResponse>('/health', {
      signal: AbortSignal.timeout(FIRST_CHECK_TIMEOUT_MS),
      skipSessionHandling: true,
    });
  } catch {
    return apiFetch<HealthResponse>('/health', {
      signal: AbortSignal.timeout(SECOND_CHECK_TIMEOUT_MS),
      skipSessionHandling: true,
    });
  }
}

export const getConnectionQueryOptions = () =>
  queryOptions({
    queryKey: ['health', 'login-connection'],
    queryFn: checkConnection,
    // The two checks above are the retries.
    retry: false,
    staleTime: 30_000,
  });

export function useConnectionCheck() {
  return useQuery(getConnectionQueryOptions());
}
