import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Database, DatabaseKind } from '../../db/client';
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
 * LISTEN/NOTIFY on the app's PostgreSQL: one pool connection is kept to listen
 * (and taken again after a drop, with a back-off); a signal goes out on any.
 */
export function postgresSignals(db: Database, logger: Logger): StoreSignals {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let listener: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let onSignal: (dealershipId: number | null) => void = () => {};

  // Gives the listening connection back once: an error on a connection the pool already
  // has again (after close, or a second error) is the pool's to handle, not ours.
  let releaseListener: (() => void) | undefined;

  const connect = async () => {
    if (closed) return;
    try {
      const client = await pool.connect();
      if (closed) return client.release();
      let released = false;
      const giveBack = (error?: Error) => {
        if (released) return;
        released = true;
        client.removeAllListeners('notification');
        client.release(error);
      };
      client.on('notification', ({ payload }) => onSignal(Number(payload)));
      client.on('error', (error) => {
        if (released) return;
        logger.warn('store signals: listener lost', { error: error.message });
        giveBack(error);
        if (listener === client) listener = undefined;
        schedule();
      });
      try {
        await client.query(`listen ${STORE_SIGNAL_CHANNEL}`);
      } catch (error) {
        giveBack(error as Error);
        throw error;
      }
      const reconnected = retryMs !== RECONNECT_MS.first || listener !== undefined;
      listener = client;
      releaseListener = () => giveBack();
      retryMs = RECONNECT_MS.first;
      if (reconnected) onSignal(null);
    } catch (error) {
      logger.warn('store signals: cannot listen yet', { error: (error as Error).message });
      schedule();
    }
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
      if (listener) {
        const client = listener;
        listener = undefined;
        await client.query(`unlisten ${STORE_SIGNAL_CHANNEL}`).catch(() => {});
        releaseListener?.();
      }
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
  db,
  dbKind,
  redisUrl,
  logger,
}: {
  db: Database;
  dbKind: DatabaseKind;
  redisUrl: string | undefined;
  logger: Logger;
}): StoreSignals {
  if (redisUrl) return redisSignals(redisUrl);
  return dbKind === 'postgres' ? postgresSignals(db, logger) : memorySignals(db);
}
