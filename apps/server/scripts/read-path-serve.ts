/**
 * Serves the real app and a bare Hono + pg `SELECT 1` route side by side on
 * PostgreSQL, for autocannon (issue 11's comparison, ADR 017). Per-user read
 * limits are raised: the measure is the read path, not the limiter.
 *   DATABASE_URL=postgres://… tsx apps/server/scripts/read-path-serve.ts 3371 3372
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createClock } from '@das/shared/clock';
import { installValidationMessages } from '@das/shared/validation';
import { createApp } from '../src/app';
import { createAuthServices } from '../src/auth/auth-services';
import { USER_RATE_RULES } from '../src/auth/rate-limit';
import { openDatabase } from '../src/db/client';
import { parseEnv, readClockDay } from '../src/env';
import { createLogger } from '../src/lib/logger';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const [appPort = 3371, barePort = 3372] = process.argv.slice(2).map(Number);
installValidationMessages();
const logger = createLogger({ level: 'silent' });
const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const env = parseEnv({ LOG_LEVEL: 'silent', DATABASE_URL: url, DEMO_MODE: 'true' });
const unlimited = { limit: 1e9, windowMs: 60_000 };
const app = createApp({
  auth: await createAuthServices({
    db: database.db,
    env,
    logger,
    userRateRules: { ...USER_RATE_RULES, readsPerMinute: unlimited },
  }),
  clock: createClock(readClockDay()),
  db: database.db,
  dbKind: database.kind,
  env,
  logger,
});
serve({ fetch: app.fetch, port: appPort });
const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = new Hono().get('/bare', async (c) => {
  const result = await pool.query('select 1 as one');
  return c.json(result.rows[0]);
});
serve({ fetch: bare.fetch, port: barePort });
process.stdout.write(`ready ${appPort} ${barePort}\n`);
// An ordinary exit on a signal, so `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void pool.end().finally(() => database.close().finally(() => process.exit(0)));
  });
}
