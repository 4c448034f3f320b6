import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreEvent } from '@das/shared/schemas/store-events';
import type { Sale } from '@das/shared/schemas/sales';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { openEventStream, type EventStreamReader } from '../../../test/event-stream';
import { startPgBouncer, type PgBouncer } from '../../../test/pgbouncer';
import { createServerDatabase, type TestDatabase } from '../../../test/test-database';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { areas, dealerGroups, dealerships } from '../../db/schema';

/**
 * Two app servers on one PostgreSQL database, as production runs behind a load
 * balancer: on a PostgreSQL server in every run, PGlite's included (the
 * embedded database serves one process), in a scratch database of its own;
 * and through PgBouncer in transaction mode, as docs/deploy.md sets them up.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STORE = 1;
const READS_PER_MINUTE = 5;

let database: TestDatabase & { url: string };

beforeAll(async () => {
  database = await createServerDatabase();
  await database.db.insert(areas).values({ id: STORE, name: 'Area' });
  await database.db.insert(dealerGroups).values({ id: STORE, areaId: STORE, name: 'Group' });
  await database.db
    .insert(dealerships)
    .values({ id: STORE, dealerGroupId: STORE, name: 'Store', timeZone: 'America/Phoenix' });
});
afterAll(() => database.close());

describe.each<{ via: string; env: Record<string, string>; pooled?: true }>([
  { via: 'PostgreSQL LISTEN/NOTIFY and PostgreSQL counters', env: {} },
  { via: 'Redis pub/sub and Redis counters (REDIS_URL)', env: { REDIS_URL } },
  {
    via: 'PgBouncer in transaction mode, LISTEN on the server itself (DATABASE_DIRECT_URL)',
    env: {},
    pooled: true,
  },
])(
  'two app servers on one PostgreSQL server database (also in PGlite runs): $via',
  ({ env, pooled }) => {
    let a: TestApp;
    let b: TestApp;
    let pgBouncer: PgBouncer | undefined;
    const handles: DatabaseHandle[] = [];
    const streams: EventStreamReader[] = [];
    const rules = {
      writesPerMinute: { limit: 1_000, windowMs: 60_000 },
      writesPerHour: { limit: 1_000, windowMs: 3_600_000 },
      readsPerMinute: { limit: READS_PER_MINUTE, windowMs: 60_000 },
    };

    /** A server's database: the shared one, or its own pool through the pooler, as a server has. */
    async function databaseOfServer(): Promise<TestDatabase> {
      if (!pgBouncer) return database;
      const handle = await openDatabase({
        kind: 'postgres',
        url: pgBouncer.urlFor(database.url),
        directUrl: database.url,
        maxConnections: 4,
      });
      handles.push(handle);
      return { ...handle, seedToday: database.seedToday };
    }

    beforeAll(async () => {
      if (pooled) pgBouncer = await startPgBouncer(database.url);
      a = await createTestApp({ database: await databaseOfServer(), env, userRateRules: rules });
      b = await createTestApp({ database: await databaseOfServer(), env, userRateRules: rules });
    });
    afterAll(async () => {
      await Promise.all(streams.map((stream) => stream.close()));
      await a.close();
      await b.close();
      await Promise.all(handles.map((handle) => handle.close()));
      await pgBouncer?.stop();
    });

    it("sends a sale logged through A to a manager's stream on B within 2 s", async () => {
      const manager = await b.person('sales_manager', { dealershipId: STORE });
      const seller = await a.person('salesperson', { dealershipId: STORE });
      const stream = await openEventStream(manager.client, `/api/dealerships/${STORE}/events`);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
      expect((await stream.next()).event).toBe('open');
      const logged = await seller.client.request('/api/sales', {
        method: 'POST',
        body: {
          dealership_id: String(STORE),
          amount: 25_000,
          sale_date: a.today(),
          vehicle_type: 'Used',
        },
      });
      expect(logged.status).toBe(201);
      const sale = (await logged.json()) as Sale;
      const started = Date.now();
      const event = await stream.next(2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(JSON.parse(event.data) as StoreEvent).toMatchObject({
        kind: 'sale',
        entity_id: sale.id,
        change: 'created',
      });
    });

    it('holds a lockout set through A on B', async () => {
      const person = await a.person('salesperson', { dealershipId: STORE }, { signIn: false });
      const onA = a.client();
      for (let i = 0; i < 5; i++) {
        const wrong = await onA.request('/api/auth/sign-in', {
          method: 'POST',
          body: { email: person.email, password: 'WrongPass99' },
        });
        expect([401, 429]).toContain(wrong.status);
      }
      const right = await b.client().request('/api/auth/sign-in', {
        method: 'POST',
        body: { email: person.email, password: TEST_PASSWORD },
      });
      expect(right.status).toBe(429);
    });

    it('holds a rate limit reached through A on B', async () => {
      const person = await a.person('sales_manager', { dealershipId: STORE });
      for (let i = 0; i < READS_PER_MINUTE; i++) {
        expect((await person.client.request('/api/sales')).status).toBe(200);
      }
      const onB = b.client();
      onB.accessToken = person.client.accessToken;
      const refused = await onB.request('/api/sales');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('refuses on B a session signed out on A, its live stream too', async () => {
      const person = await a.person('general_manager', { dealershipId: STORE });
      const onB = b.client();
      onB.accessToken = person.client.accessToken;
      expect((await onB.request('/api/deals')).status).toBe(200);
      expect((await person.client.request('/api/auth/sign-out', { method: 'POST' })).status).toBe(
        204,
      );
      expect((await onB.request('/api/deals')).status).toBe(401);
      expect((await onB.request(`/api/dealerships/${STORE}/events`)).status).toBe(401);
    });
  },
);
