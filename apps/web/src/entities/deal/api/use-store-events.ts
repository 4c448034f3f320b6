import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORE_STREAM_EVENTS } from '@das/shared/store-events';
import { ApiError, openEventStream } from '@/lib/api-client';
import { readServerSentEvents } from '@/lib/event-stream';
import { invalidateDeals } from './deal-keys';

/** Waits between tries after a drop: doubling from one second up to thirty. */
const RETRY_MS = { first: 1_000, max: 30_000 };
/** A burst of changes (a deal and its sale, an import) refetches once. */
const BURST_MS = 150;
/** Answers no retry can change: the store is out of reach, or the session is over. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

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

    const listen = async () => {
      let lastEventId: string | undefined;
      let retryMs = RETRY_MS.first;
      while (!stop.signal.aborted) {
        try {
          const response = await openEventStream(`/dealerships/${dealershipId}/events`, {
            signal: stop.signal,
            lastEventId,
          });
          for await (const event of readServerSentEvents(response.body!)) {
            if (event.id !== undefined) lastEventId = event.id;
            retryMs = RETRY_MS.first;
            if (event.event !== STORE_STREAM_EVENTS.open) refresh();
          }
        } catch (error) {
          if (stop.signal.aborted) return;
          if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
      }
    };
    void listen();
    return () => {
      stop.abort();
      clearTimeout(burst);
    };
  }, [dealershipId, queryClient]);
}
