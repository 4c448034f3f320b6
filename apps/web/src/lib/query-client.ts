import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { MUTATION_DEFAULTS, QUERY_DEFAULTS } from '@das/shared/constants';
import { ApiError } from './api-client';

/**
 * SPEC.md §7 "Answer handling": never retry what a retry cannot fix. A 429 that
 * reaches here is one apiFetch already waited out as far as the request's budget
 * allows (its own tries keep the Idempotency-Key; a retry here would not).
 */
const NO_MUTATION_RETRY = new Set([400, 401, 403, 409, 422, 429]);

function backoff(attempt: number, base: number, max: number): number {
  return Math.min(base * 2 ** attempt, max);
}

/**
 * Calls `onRecovered` when a query that had failed (after its own retries)
 * loads again: SPEC.md §4's "Recovered - Connection has been restored."
 */
function recoveryWatch(onRecovered: () => void): QueryCache {
  const failed = new Set<string>();
  return new QueryCache({
    onError: (_error, query) => {
      failed.add(query.queryHash);
    },
    onSuccess: (_data, query) => {
      if (failed.delete(query.queryHash)) onRecovered();
    },
  });
}

export function createQueryClient(onRecovered: () => void = () => undefined): QueryClient {
  return new QueryClient({
    queryCache: recoveryWatch(onRecovered),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: (failures, error) =>
          failures < QUERY_DEFAULTS.maxRetries &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) =>
          backoff(attempt, QUERY_DEFAULTS.retryBaseDelayMs, QUERY_DEFAULTS.retryMaxDelayMs),
      },
      mutations: {
        retry: (failures, error) =>
          failures < MUTATION_DEFAULTS.maxRetries &&
          !(error instanceof ApiError && NO_MUTATION_RETRY.has(error.status)),
        retryDelay: (attempt) =>
          backoff(attempt, MUTATION_DEFAULTS.retryBaseDelayMs, MUTATION_DEFAULTS.retryMaxDelayMs),
      },
    },
  });
}
