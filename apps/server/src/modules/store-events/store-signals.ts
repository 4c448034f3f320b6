import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';

/**
 * "Store n has news": what one app server tells every other after a deal or
 * sale write commits (ADR 027). It carries the store's id only; each server
 * reads the events themselves from `store_events`, so a signal lost, doubled
 * or late costs nothing but time (a stream also looks on its heartbeat).
 */
export interface StoreSignals {
  publish(dealershipId: number): Promise<void>;
  /** `onSignal(null)`: signals may have been missed (a reconnect), so look at every store. */
  listen(onSignal: (dealershipId: number | null) => void): void;
  close(): Promise<void>;
}

/** The PostgreSQL channel; its payload is the store's id. */
export const STORE_SIGNAL_CHANNEL = 'das_store_events';
const RECONNECT_MS = { first: 250, max: 5_000 };

/** One emitter per embedded database: PGlite serves one process, so everyone listening is here. */
const emitters = new WeakMap<object, EventEmitter>();

export function memorySignals(db: Database): StoreSignals {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter().setMaxListeners(0);
    emitters.set(db, emitter);
  }
  const own = emitter;
  const listeners: ((id: number) => void)[] = [];
  return {
    publish: async (dealershipId) => void own.emit('signal', dealershipId),
    listen(onSignal) {
      listeners.push(onSignal);
      own.on('signal', onSignal);
    },
    close: async () => {
      for (const listener of listeners) own.off('signal', listener);
    },
  };
}

/**
 * LISTEN/NOTIFY on the app's PostgreSQL. Listening holds a connection of its own
 * to the server (`sessionClient`), outside the app's pool: taken from the pool, it
 * would leave a pool of one nothing to serve requests with, and the pool's end
 * would wait for it forever; through a transaction pooler it would hear nothing.
 * It is opened again after a drop, with a back-off; a signal goes out on any
 * pool connection.
 */
export function postgresSignals(
  db: Database,
  sessionClient: () => pg.Client,
  logger: Logger,
): StoreSignals {
  let listener: { client: pg.Client; end: () => Promise<void> | undefined } | undefined;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let onSignal: (dealershipId: number | null) => void = () => {};

  const connect = async () => {
    if (closed) return;
    const client = sessionClient();
    let ended = false;
    // Ends the connection once; an error after that (a second one, or the end itself) is no news.
    const end = () => {
      if (ended) return undefined;
      ended = true;
      client.removeAllListeners('notification');
      return client.end().catch(() => {});
    };
    client.on('notification', ({ payload }) => onSignal(Number(payload)));
    client.on('error', (error) => {
      if (!end()) return;
      logger.warn('store signals: listener lost', { error: error.message });
      if (listener?.client === client) listener = undefined;
      schedule();
    });
    try {
      await client.connect();
      await client.query(`listen ${STORE_SIGNAL_CHANNEL}`);
    } catch (error) {
      if (end()) {
        logger.warn('store signals: cannot listen yet', { error: (error as Error).message });
        schedule();
      }
      return;
    }
    // Closed while LISTEN ran: nobody is listening any more.
    if (closed) return void end();
    const reconnected = retryMs !== RECONNECT_MS.first || listener !== undefined;
    listener = { client, end };
    retryMs = RECONNECT_MS.first;
    if (reconnected) onSignal(null);
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  };

  return {
    async publish(dealershipId) {
      await db.execute(sql`select pg_notify(${STORE_SIGNAL_CHANNEL}, ${String(dealershipId)})`);
    },
    listen(handler) {
      onSignal = handler;
      void connect();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const listening = listener;
      listener = undefined;
      // Ending the connection ends its LISTEN too.
      await listening?.end();
    },
  };
}

/** Redis pub/sub when REDIS_URL is set: ioredis reconnects and subscribes again by itself. */
export function redisSignals(url: string, channel = STORE_SIGNAL_CHANNEL): StoreSignals {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  const subscriber = new Redis(url);
  // A publish that fails is logged by the caller; the subscriber comes back by itself.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  let ready = false;
  return {
    async publish(dealershipId) {
      await publisher.publish(channel, String(dealershipId));
    },
    listen(onSignal) {
      subscriber.on('message', (_channel: string, message: string) => onSignal(Number(message)));
      subscriber.on('ready', () => {
        // Back after a drop: what was published meanwhile never reached us.
        if (ready) onSignal(null);
        ready = true;
      });
      void subscriber.subscribe(channel).catch(() => {});
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())),
      );
    },
  };
}

/** Redis when REDIS_URL is set, else the database's own: NOTIFY on a server, an emitter on PGlite. */
export function createStoreSignals({
  database: { db, sessionClient },
  redisUrl,
  logger,
}: {
  database: Pick<DatabaseHandle, 'db' | 'sessionClient'>;
  redisUrl: string | undefined;
  logger: Logger;
}): StoreSignals {
  if (redisUrl) return redisSignals(redisUrl);
  return sessionClient ? postgresSignals(db, sessionClient, logger) : memorySignals(db);
}
