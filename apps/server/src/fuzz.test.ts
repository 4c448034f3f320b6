import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { fuzzWriteRoutes, type RouteResult } from '../test/fuzz/fuzz-writes';
import { API_MODULES } from './app';
import { AppError } from './lib/app-error';
import { jsonBody } from './lib/openapi';
import { createRouter } from './lib/router';

/**
 * The CI-sized fuzz run of issue 10 item 7 (`npm run soak` runs the full one,
 * README "Faults"): 50 generated bodies for every write route of the OpenAPI
 * document, on a fixed seed, so a failure here replays the same way everywhere.
 */
const SEED = 20_261_125;
const BODIES_PER_ROUTE = 50;

let t: TestApp;
let results: RouteResult[];

beforeAll(async () => {
  // Behind a trusted proxy, each request comes from an address of its own.
  t = await createTestApp({ demo: true, env: { TRUST_PROXY: 'true' } });
  results = await fuzzWriteRoutes({
    app: t.app,
    db: t.database.db,
    today: t.today(),
    logs: t.logs,
    bodiesPerRoute: BODIES_PER_ROUTE,
    seed: SEED,
  });
}, 240_000);
afterAll(() => t.close());

const accepted = (route: string) =>
  Object.entries(results.find((result) => result.route === route)?.statuses ?? {})
    .filter(([status]) => Number(status) < 300)
    .reduce((sum, [, count]) => sum + count, 0);

describe(`fuzzing every write route (${BODIES_PER_ROUTE} bodies each, seed ${SEED})`, () => {
  it('covers every write route of the OpenAPI document', () => {
    expect(results.length).toBeGreaterThan(25);
    expect(results.filter((result) => result.sent !== BODIES_PER_ROUTE)).toEqual([]);
  });

  it('answers no body with a 5xx, refuses in the error envelope, and stores nothing it refused', () => {
    expect(results.flatMap((result) => result.failures)).toEqual([]);
  });

  it('reaches past validation: the routes that create accept some bodies', () => {
    for (const route of [
      'POST /api/deals',
      'POST /api/sales',
      'POST /api/team-members',
      'PUT /api/schedule',
      'PUT /api/goals',
    ]) {
      expect(accepted(route), route).toBeGreaterThan(0);
    }
  });
});

/** Routes with the faults the fuzzer is there to find, to prove that it finds them. */
const faulty = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/probe/half-write',
      request: jsonBody(z.object({ name: z.string() })),
      responses: { 200: { description: 'never' } },
    }),
    async (c) => {
      // Writes, then refuses, outside a transaction: the refused request leaves a row behind.
      await c.var.db.execute(sql`insert into areas (name) values ('half-written')`);
      throw new AppError('CONFLICT');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/probe/crash',
      request: jsonBody(z.object({ name: z.string() })),
      responses: { 200: { description: 'never' } },
    }),
    () => {
      throw new Error('a bug');
    },
  );

describe('the fuzzer itself', () => {
  it('reports a 5xx and a refused request that left a row behind', async () => {
    const probe = await createTestApp({ demo: true, modules: [...API_MODULES, faulty] });
    try {
      const found = await fuzzWriteRoutes({
        app: probe.app,
        db: probe.database.db,
        today: probe.today(),
        logs: probe.logs,
        bodiesPerRoute: 10,
        seed: SEED,
        only: '/api/probe/',
      });
      const problems = (route: string) =>
        found.find((result) => result.route === route)?.failures.map((f) => f.problem) ?? [];
      expect(problems('POST /api/probe/half-write')).toContain('refused, yet changed areas');
      expect(problems('POST /api/probe/crash')).toContain('server error (a bug)');
    } finally {
      await probe.close();
    }
  });
});
