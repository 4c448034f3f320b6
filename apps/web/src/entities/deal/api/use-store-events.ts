import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followStoreStream } from '@/lib/event-stream';
import { invalidateDeals } from './deal-keys';

/** A burst of changes (a deal and its sale, an import) refetches once. */
const BURST_MS = 150;

/**
 * Keeps a store's figures live (ADR 027): while mounted, it listens to the
 * store's event stream and refetches the deals and every figure computed from
 * deals and sales (DEAL_FIGURES_KEY) whenever one is logged, changed or
 * unwound anywhere in the store. After a network drop or a server restart it
 * reconnects by itself and the server replays what it missed.
 */
export function useStoreEvents(dealershipId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (dealershipId === null) return;
    const stop = new AbortController();
    let burst: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      burst ??= setTimeout(() => {
        burst = undefined;
        void invalidateDeals(queryClient, dealershipId);
      }, BURST_MS);
    };
    void followStoreStream(
      `/dealerships/${dealershipId}/events`,
      { signal: stop.signal },
      { onChange: refresh },
    );
    return () => {
      stop.abort();
      clearTimeout(burst);
    };
  }, [dealershipId, queryClient]);
}
