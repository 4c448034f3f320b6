import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../test/test-database';
import { readTestDatabaseUrl } from '../env';

/**
 * Every connection of the pool busy for longer than a request may wait (issue
 * 11 item 4): the caller hears "try again shortly", never a fault, and the log
 * says the pool was full. Only node-postgres has a pool, so this runs in CI's
 * PostgreSQL pass (TEST_DATABASE_URL).
 */
const serverUrl = readTestDatabaseUrl();

describe.runIf(serverUrl !== undefined)('an exhausted PostgreSQL pool', () => {
  let owner: TestApp;
  let pool: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    owner = await createTestApp({ demo: true });
    const [row] = await queryRows<{ name: string }>(
      owner.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    // One connection, and a short wait for it: a single held transaction exhausts the pool.
    pool = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      maxConnections: 1,
      connectionTimeoutMs: 300,
    });
    t = await createTestApp({
      demo: true,
      database: { ...pool, seedToday: owner.database.seedToday },
    });
  });
  afterAll(async () => {
    await pool.close();
    await owner.close();
  });

  it('answers 503 with Retry-After while every connection is busy, logs why, and serves again after', async () => {
    const client = t.client();
    await client.signIn('sales_manager@demo.example.com');
    expect((await client.request('/api/deals')).status).toBe(200);

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => undefined as void;
    const busy = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = pool.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await held;
    });
    await busy;
    try {
      const during = await client.request('/api/deals');
      expect(during.status).toBe(503);
      expect(during.headers.get('Retry-After')).toBe('5');
      expect(((await during.json()) as ErrorBody).error.code).toBe('NETWORK_DB_ERROR');
      // A sign-in (better-auth's own queries) and a write (rate limit, idempotency key) alike.
      const signIn = await t.client().request('/api/auth/sign-in', {
        method: 'POST',
        body: { email: 'finance_manager@demo.example.com', password: 'DemoPass123' },
      });
      expect(signIn.status).toBe(503);
      const write = await client.request('/api/sales', {
        method: 'POST',
        headers: { 'Idempotency-Key': 'pool-exhausted' },
        body: { dealership_id: 46, amount: 100, sale_date: t.today() },
      });
      expect(write.status).toBe(503);
      expect(write.headers.get('Retry-After')).toBe('5');
      expect(t.logs).toContainEqual(
        expect.objectContaining({ level: 'warn', reason: 'pool exhausted', path: '/api/deals' }),
      );
    } finally {
      release();
      await transaction;
    }
    expect((await client.request('/api/deals')).status).toBe(200);
    // Nothing was kept of the refused write: the same key runs it now.
    const retry = await client.request('/api/sales', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'pool-exhausted' },
      body: { dealership_id: 46, amount: 100, sale_date: t.today() },
    });
    expect(retry.status).toBe(201);
  });
});
