import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../test/test-database';
import { readTestDatabaseUrl } from '../env';

/**
 * A PostgreSQL outage, for real: the app's database refuses connections and
 * its open ones are cut. Only a database server can go away, so this file runs
 * in CI's PostgreSQL pass (TEST_DATABASE_URL); the embedded one cannot stop.
 */
const serverUrl = readTestDatabaseUrl();

describe.runIf(serverUrl !== undefined)('a PostgreSQL outage', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name = '';
  const setConnections = async (allowed: boolean) => {
    await admin.query(`alter database ${name} allow_connections ${allowed}`);
    if (!allowed) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    );
    name = row?.name ?? '';
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await setConnections(true);
    await admin.end();
    await t.close();
  });

  it('answers 503 with Retry-After meanwhile, says the database is down, and recovers by itself', async () => {
    const client = t.client();
    await client.signIn('sales_manager@demo.example.com');
    expect((await client.request('/api/deals')).status).toBe(200);

    await setConnections(false);
    const started = Date.now();
    const during = await client.request('/api/deals');
    expect(during.status).toBe(503);
    expect(during.headers.get('Retry-After')).toBe('5');
    expect(((await during.json()) as ErrorBody).error.code).toBe('NETWORK_DB_ERROR');
    // Within the pool's 5-second connection timeout, never a hang.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', reason: 'database unreachable' }),
    );
    const health = await client.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as ErrorBody).error.details).toEqual({ database: 'down' });

    await setConnections(true);
    expect((await client.request('/api/deals')).status).toBe(200);
  });
});
