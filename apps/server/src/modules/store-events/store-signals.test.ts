import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, type TestDatabase } from '../../../test/test-database';
import { openDatabase, type Database } from '../../db/client';
import { createLogger } from '../../lib/logger';
import {
  memorySignals,
  postgresSignals,
  redisSignals,
  STORE_SIGNAL_CHANNEL,
  type StoreSignals,
} from './store-signals';

/** The transports of ADR 027 against the real thing: PGlite, a PostgreSQL server, Redis. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger({ level: 'silent' });

let server: TestDatabase;
const opened: StoreSignals[] = [];
beforeAll(async () => {
  server = await createServerDatabase();
});
afterAll(async () => {
  await Promise.all(opened.map((signals) => signals.close()));
  await server.close();
});

/** What one listener heard, and a wait for the next thing it hears. */
function listening(signals: StoreSignals) {
  opened.push(signals);
  const heard: (number | null)[] = [];
  let notify = () => {};
  signals.listen((id) => {
    heard.push(id);
    notify();
  });
  return {
    heard,
    // Delivery is what is tested here; how fast is the bench's (`npm run bench -- live`) and
    // the two-server test's: a CI machine running every test file at once can stall seconds.
    next: (timeoutMs = 10_000, probe = false) =>
      new Promise<number | null>((resolve, reject) => {
        // Only a waiting `next` takes what is heard: a signal that comes before the next
        // wait begins stays in `heard` for it, instead of going to a wait already over.
        const timer = setTimeout(() => {
          notify = () => {};
          reject(new Error('no signal'));
        }, timeoutMs);
        notify = () => {
          // Late copies of untilHeard's probes (store 0) are not what a test waits for.
          while (!probe && heard[0] === 0) heard.shift();
          if (heard.length === 0) return;
          clearTimeout(timer);
          notify = () => {};
          resolve(heard.shift() ?? null);
        };
        if (heard.length > 0) notify();
      }),
  };
}

/** Until a listener is in place: LISTEN and SUBSCRIBE answer after the call returns. */
async function untilHeard(publisher: StoreSignals, listener: ReturnType<typeof listening>) {
  for (;;) {
    await publisher.publish(0);
    try {
      if ((await listener.next(100, true)) === 0) return;
    } catch {
      // Not listening yet.
    }
  }
}

describe('store signals between app servers', () => {
  it('in process, for the one process PGlite serves: only listeners of the same database', async () => {
    // The emitter is the database handle's: two handles stand for two data folders.
    const [database, other] = [{}, {}] as Database[];
    const a = listening(memorySignals(database!));
    const stranger = listening(memorySignals(other!));
    await memorySignals(database!).publish(46);
    expect(await a.next()).toBe(46);
    expect(stranger.heard).toEqual([]);
  });

  it('PostgreSQL NOTIFY: another pool hears it, and hears again after its connection is cut', async () => {
    const second = await openDatabase({
      kind: 'postgres',
      url: (server.db as unknown as { $client: { options: { connectionString: string } } }).$client
        .options.connectionString,
      maxConnections: 2,
    });
    try {
      const publisher = postgresSignals(server.db, server.sessionClient!, logger);
      opened.push(publisher);
      const b = listening(postgresSignals(second.db, second.sessionClient!, logger));
      await untilHeard(publisher, b);
      await publisher.publish(47);
      expect(await b.next()).toBe(47);
      // A restart or a network drop, as the server sees it.
      await server.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = ${`listen ${STORE_SIGNAL_CHANNEL}`} and datname = current_database()`,
      );
      // Back: told to look at every store (what came meanwhile was not heard), then live again.
      expect(await b.next()).toBe(null);
      await untilHeard(publisher, b);
      await publisher.publish(48);
      expect(await b.next()).toBe(48);
    } finally {
      await Promise.all(opened.splice(0).map((signals) => signals.close()));
      await second.close();
    }
  });

  it('Redis pub/sub: another connection hears it', async () => {
    const channel = `das-test:${randomUUID()}`;
    const publisher = redisSignals(REDIS_URL, channel);
    opened.push(publisher);
    const b = listening(redisSignals(REDIS_URL, channel));
    await untilHeard(publisher, b);
    await publisher.publish(49);
    expect(await b.next()).toBe(49);
  });
});
