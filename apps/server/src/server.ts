import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createClock } from '@das/shared/clock';
import { installValidationMessages } from '@das/shared/validation';
import { createApp } from './app';
import { createAuthServices } from './auth/auth-services';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { seedDemoData } from './db/seed/demo-seed';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { startRecordsRetention } from './modules/platform-records/records-retention';
import { StoreEventHub } from './modules/store-events/store-event-hub';
import { createStoreSignals } from './modules/store-events/store-signals';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

installValidationMessages();
const env = readEnv();
const logger = createLogger({ level: env.logLevel });
const clock = createClock(env.today);

let lock: DataDirLock | undefined;
if (env.databaseUrl === undefined) {
  try {
    // Before the database is touched: a second server must leave the first one's data alone.
    lock = lockDataDir(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const database = await openDatabase(
  env.databaseUrl === undefined
    ? { kind: 'pglite', dataDir: env.dataDir }
    : {
        kind: 'postgres',
        url: env.databaseUrl,
        maxConnections: env.databasePool.max,
        connectionTimeoutMs: env.databasePool.timeoutMs,
        ...(env.databaseDirectUrl === undefined ? {} : { directUrl: env.databaseDirectUrl }),
      },
);
await database.migrate();
if (env.demoMode) await seedDemoData(database.db, { today: clock.now(), logger });

const auth = await createAuthServices({ db: database.db, env, logger });
const storeEvents = new StoreEventHub(
  database.db,
  createStoreSignals({ database, redisUrl: env.redisUrl, logger }),
  logger,
);
const app = createApp({
  auth,
  storeEvents,
  clock,
  db: database.db,
  dbKind: database.kind,
  env,
  logger,
  ...(existsSync(WEB_DIST_DIR) ? { webDistDir: WEB_DIST_DIR } : {}),
});

const retention = startRecordsRetention({
  db: database.db,
  clock,
  logger,
  retentionDays: env.retentionDays,
});

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  // Said in plain words too: whoever runs `npm start` must know whether this is a sandbox.
  process.stdout.write(
    env.demoMode
      ? `DAS Board is running in DEMO MODE on port ${info.port}: every account is a demo account. Set DEMO_MODE=false (and SMTP_URL) to run for real.\n`
      : `DAS Board is running on port ${info.port} (demo mode off).\n`,
  );
  logger.info('listening', {
    url: `http://localhost:${info.port}`,
    port: info.port,
    database: database.kind,
    demoMode: env.demoMode,
    ...(env.today ? { today: env.today } : {}),
  });
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  // Live streams end first: server.close() waits for every open connection.
  await storeEvents.close();
  server.close();
  // Mail a request was promised goes out before the database closes under it.
  await auth.background.settled();
  await retention.stop();
  await auth.rateCounter.close();
  await database.close();
  lock?.release();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
