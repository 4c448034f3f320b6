import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { STORE_STREAM_EVENTS } from '@das/shared/store-events';
import type { StoreEvent } from '@das/shared/schemas/store-events';
import type { AppEnv } from '../../lib/app-env';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { isStoreEventKept, latestStoreEventId } from './store-events.repository';
import type * as routes from './store-events.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/**
 * A comment this often keeps proxies from closing a quiet stream; each beat
 * also reads the store's events (in case a signal was lost) and checks the
 * session, so a sign-out anywhere ends the stream within one beat.
 */
export const HEARTBEAT_MS = 20_000;

export const stream: Handler<'streamStoreEvents'> = async (c) => {
  const { dealership_id: dealershipId } = c.req.valid('param');
  const lastEventId = c.req.valid('header')['last-event-id'];
  // Another store, or one out of reach: 403, as for every read of a named store.
  await resolveDealershipScope(c.var.db, c.var.user, dealershipId);
  const replayFrom = lastEventId === undefined ? undefined : Number(lastEventId);
  const forgotten =
    replayFrom !== undefined && !(await isStoreEventKept(c.var.db, dealershipId, replayFrom));
  // A replay the store no longer keeps starts from now, after the `reset`.
  const after =
    replayFrom === undefined || forgotten
      ? await latestStoreEventId(c.var.db, dealershipId)
      : replayFrom;
  const { storeEvents, auth, user, sessionId } = c.var;
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
    const close = storeEvents.open({ userId: user.id, dealershipId, after, send, close: stop });
    const beat = setInterval(() => {
      write(async () => {
        if ((await auth.sessions.check(sessionId)) !== 'alive') return stop();
        storeEvents.wake(dealershipId);
        await sse.write(': beat\n\n');
      });
    }, HEARTBEAT_MS);
    try {
      await ended;
    } finally {
      clearInterval(beat);
      close();
    }
  });
};
