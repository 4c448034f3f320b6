import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { postgresRateCounter, redisRateCounter, type RateCounter } from './rate-counter';
import { USER_RATE_RULES } from './rate-limit';

/** Our machines and CI run Redis here (ARCHITECTURE.md); TEST_REDIS_URL points elsewhere. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
const counters: Record<string, RateCounter> = {};
beforeAll(async () => {
  database = await createTestDatabase();
  counters.postgres = postgresRateCounter(database.db);
  // A prefix of this run's own: parallel runs on one Redis never share a counter.
  counters.redis = redisRateCounter(REDIS_URL, `das-test:${randomUUID()}:`);
});
afterAll(async () => {
  await Promise.all(Object.values(counters).map((counter) => counter.close()));
  await database.close();
});

describe.each(['postgres', 'redis'])('rate counters in %s', (name) => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, 0) + minutes * 60_000);

  it('blocks for 15 minutes from the breach, then counts afresh', async () => {
    const counter = counters[name]!;
    const rule = USER_RATE_RULES.writesPerMinute;
    const key = 'writesPerMinute:block-test';
    for (let i = 0; i < rule.limit; i++) {
      expect((await counter.consume(key, rule, at(0))).allowed).toBe(true);
    }
    const refused = await counter.consume(key, rule, at(0.5));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    // A minute later the minute window is over, but the block is not.
    expect(await counter.consume(key, rule, at(5))).toEqual({
      allowed: false,
      retryAfterSeconds: 10.5 * 60,
    });
    expect(await counter.consume(key, rule, at(15.6))).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
  });

  it('starts a new window once one ends under its limit, and keeps keys apart', async () => {
    const counter = counters[name]!;
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await counter.consume('window-test', rule, at(0))).allowed).toBe(true);
    expect((await counter.consume('window-test', rule, at(0.2))).allowed).toBe(true);
    expect((await counter.consume('other-key', rule, at(0.3))).allowed).toBe(true);
    expect(await counter.consume('window-test', rule, at(0.5))).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect((await counter.consume('window-test', rule, at(1.6))).allowed).toBe(true);
  });

  it('lets exactly the limit through when requests race', async () => {
    const counter = counters[name]!;
    const rule = { limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => counter.consume('race-test', rule, at(0))),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });
});

describe('with REDIS_URL set', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 503 with Retry-After while Redis cannot count, never 500', async () => {
    // A port nothing listens on: Redis is away.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    const answer = await t.client().request('/api/auth/sign-in', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('5');
    expect(((await answer.json()) as ErrorBody).error.code).toBe('NETWORK_DB_ERROR');
    expect(t.logs).toContainEqual(
      expect.objectContaining({ reason: 'rate-limit counters unreachable' }),
    );
  });
});
