import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { STORE_STREAM_EVENTS } from '@das/shared/store-events';
import type { StoreEvent } from '@das/shared/schemas/store-events';
import type { AppEnv } from '../../lib/app-env';
import { isStoreEventKept, latestStoreEventId } from './store-events.repository';

export interface EventStreamCaller {
  /** Whose streams count together against MAX_STREAMS_PER_USER: a person, or a board link. */
  holder: string;
  /** Asked on every heartbeat; false ends the stream. */
  stillAllowed(): Promise<boolean>;
}

/**
 * A store's events as server-sent events (ADR 027), for a caller already let
 * in: `open`, then `change` per event, replaying from Last-Event-ID (or `reset`
 * when that is no longer kept). People's dashboards and showroom boards share it.
 */
export async function storeEventStream(
  c: Context<AppEnv>,
  dealershipId: number,
  lastEventId: string | undefined,
  caller: EventStreamCaller,
) {
  const replayFrom = lastEventId === undefined ? undefined : Number(lastEventId);
  const forgotten =
    replayFrom !== undefined && !(await isStoreEventKept(c.var.db, dealershipId, replayFrom));
  // A replay the store no longer keeps starts from now, after the `reset`.
  const after =
    replayFrom === undefined || forgotten
      ? await latestStoreEventId(c.var.db, dealershipId)
      : replayFrom;
  const { storeEvents } = c.var;
  c.header('X-Accel-Buffering', 'no');

  return streamSSE(c, async (sse) => {
    // Writes go out one at a time, in the order they were asked for.
    let writing: Promise<void> = Promise.resolve();
    const write = (task: () => Promise<void>) => {
      writing = writing.then(task).catch(() => sse.abort());
    };
    let stop: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      stop = resolve;
      sse.onAbort(resolve);
    });
    if (forgotten) write(() => sse.writeSSE({ event: STORE_STREAM_EVENTS.reset, data: '{}' }));
    // Where this stream starts: a client that reconnects sends it back as Last-Event-ID,
    // so even one that has seen no change yet misses none made while it was away.
    write(() => sse.writeSSE({ event: STORE_STREAM_EVENTS.open, id: String(after), data: '{}' }));
    const send = (events: StoreEvent[]) => {
      for (const event of events) {
        write(() =>
          sse.writeSSE({
            event: STORE_STREAM_EVENTS.change,
            id: String(event.id),
            data: JSON.stringify(event),
          }),
        );
      }
    };
    const close = storeEvents.open({
      userId: caller.holder,
      dealershipId,
      after,
      send,
      close: stop,
    });
    const beat = setInterval(() => {
      write(async () => {
        if (!(await caller.stillAllowed())) return stop();
        storeEvents.wake(dealershipId);
        await sse.write(': beat\n\n');
      });
    }, c.var.env.storeEventsHeartbeatMs);
    try {
      await ended;
    } finally {
      clearInterval(beat);
      close();
    }
  });
}
