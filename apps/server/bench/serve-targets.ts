/**
 * The bench's servers, in a process of their own so the load generator never
 * shares their event loop: the real app (migrated, demo-seeded) and a bare
 * Hono route doing `SELECT 1` on the same kind of database and pool size.
 * Prints one JSON line with their ports, then serves until killed.
 *
 * The real app gets the per-user rate limits raised (createAuthServices'
 * `userRateRules`, the knob the tests use): 50 connections of one user would
 * pass the 600 reads a minute of USER_RATE_RULES within a second.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createClock } from '@das/shared/clock';
import { installValidationMessages } from '@das/shared/validation';
import { createApp } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import type { UserRateRules } from '../src/auth/rate-limit';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { parseEnv, readClockDay } from '../src/env';
import { createLogger } from '../src/lib/logger';
import { StoreEventHub } from '../src/modules/store-events/store-event-hub';
import { createStoreSignals } from '../src/modules/store-events/store-signals';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const UNLIMITED = { limit: 1_000_000_000, windowMs: 60_000 };
export const BENCH_USER_RATE_RULES: UserRateRules = {
  writesPerMinute: UNLIMITED,
  writesPerHour: UNLIMITED,
  readsPerMinute: UNLIMITED,
};

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
// Set when BENCH_DATABASE_URL is a transaction pooler (bench deploy).
const directUrl = process.env.BENCH_DIRECT_URL || undefined;
// The bench holds our stdin open; when it ends (or dies), so do we.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
installValidationMessages();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const started = performance.now();
const clock = createClock(readClockDay());
const logger = createLogger({ level: 'silent' });
const database = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl, ...(directUrl ? { directUrl } : {}) }
    : { kind: 'pglite' },
);
await database.migrate();
if (process.env.BENCH_SEED !== 'false') {
  await seedDemoData(database.db, { today: clock.now(), logger });
}
const firstStartMs = performance.now() - started;

const env = parseEnv({ LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
const app = createApp({
  auth: await createAuthServices({
    db: database.db,
    env,
    logger,
    userRateRules: BENCH_USER_RATE_RULES,
  }),
  clock,
  db: database.db,
  dbKind: database.kind,
  env,
  logger,
  storeEvents: new StoreEventHub(
    database.db,
    createStoreSignals({ database, redisUrl: undefined, logger }),
    logger,
  ),
  ...(existsSync(WEB_DIST_DIR) ? { webDistDir: WEB_DIST_DIR } : {}),
});

// The bare route: same Node, same Hono, its own pool of the same size (10) or the same PGlite.
const bare = new Hono();
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  bare.get('/select-1', async (c) => c.json((await pool.query('select 1 as one')).rows[0]));
} else {
  const { $client } = database.db as unknown as {
    $client: { query: (sql: string) => Promise<{ rows: unknown[] }> };
  };
  bare.get('/select-1', async (c) => c.json((await $client.query('select 1 as one')).rows[0]));
}

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
const [appPort, barePort] = [await listen(app.fetch), await listen(bare.fetch)];
clearInterval(sampler);
process.stdout.write(
  `${JSON.stringify({ appPort, barePort, database: database.kind, firstStartMs, peakRss })}\n`,
);
