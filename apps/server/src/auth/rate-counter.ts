import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export interface RateRule {
  limit: number;
  windowMs: number;
  /**
   * Once the limit is passed, refuse for this long from that moment (SPEC.md:
   * "blocked 15 minutes on breach"); without it, until the window ends.
   */
  blockMs?: number;
}

export interface RateVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Where every app server counts requests against a rule: PostgreSQL, or Redis
 * when `REDIS_URL` is set (DECISIONS.md). Both keep the same fixed window: the
 * request that passes the limit restarts the window's clock, so a block runs
 * from the breach, and the first request after a window (or a block) counts 1.
 */
export interface RateCounter {
  consume(key: string, rule: RateRule, now?: Date): Promise<RateVerdict>;
  close(): Promise<void>;
}

/** The counter's answer to a request, from the count and window start after it. */
function verdictOf(rule: RateRule, count: number, startedAt: number, now: number): RateVerdict {
  const allowed = count <= rule.limit;
  const span = allowed ? rule.windowMs : (rule.blockMs ?? rule.windowMs);
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((startedAt + span - now) / 1000)) };
}

/**
 * Counters in the `rate_limit_counters` table, one atomic statement a request.
 * The statement is prepared (its shape never changes) and the table is unlogged
 * (migration 0013): a count writes no WAL, so its commit waits for no disk (ADR 017).
 */
export function postgresRateCounter(db: Database): RateCounter {
  const t = rateLimitCounters;
  const [limit, at, windowStart, blockStart] = [
    sql.placeholder('limit'),
    sql.placeholder('at'),
    sql.placeholder('windowStart'),
    sql.placeholder('blockStart'),
  ];
  // The window over, or the block over: count afresh from now.
  const afresh = sql`(${t.count} <= ${limit} and ${t.windowStartedAt} <= ${windowStart}::timestamptz)
    or (${t.count} > ${limit} and ${t.windowStartedAt} <= ${blockStart}::timestamptz)`;
  const consume = db
    .insert(t)
    .values({ key: sql.placeholder('key'), count: 1, windowStartedAt: sql`${at}::timestamptz` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${afresh} then 1 else ${t.count} + 1 end`,
        // The request that passes the limit starts the block's clock.
        windowStartedAt: sql`case when ${afresh} or ${t.count} = ${limit}
          then ${at}::timestamptz else ${t.windowStartedAt} end`,
      },
    })
    .returning({ count: t.count, windowStartedAt: t.windowStartedAt })
    .prepare('rate_consume');
  return {
    async consume(key, rule, now = new Date()) {
      const [row] = await consume.execute({
        key,
        limit: rule.limit,
        at: now.toISOString(),
        windowStart: new Date(now.getTime() - rule.windowMs).toISOString(),
        blockStart: new Date(now.getTime() - (rule.blockMs ?? rule.windowMs)).toISOString(),
      });
      const startedAt = new Date(row?.windowStartedAt ?? now).getTime();
      return verdictOf(rule, Number(row?.count ?? 1), startedAt, now.getTime());
    },
    close: async () => {},
  };
}

/**
 * The same window as the SQL above, run atomically inside Redis; the key expires
 * with it, timed from the caller's clock (the one the tests set) like the window.
 */
const CONSUME_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local started = tonumber(redis.call('HGET', KEYS[1], 'started') or '0')
local now, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
local windowMs, blockMs = tonumber(ARGV[3]), tonumber(ARGV[4])
if count == 0
  or (count <= limit and started <= now - windowMs)
  or (count > limit and started <= now - blockMs) then
  count, started = 1, now
else
  if count == limit then started = now end
  count = count + 1
end
redis.call('HSET', KEYS[1], 'count', count, 'started', started)
redis.call('PEXPIRE', KEYS[1], math.max(1, started + math.max(windowMs, blockMs) - now))
return {count, started}
`;

/** Thrown when Redis cannot count: the request is answered 503, like a database outage. */
export class RateCounterUnavailable extends Error {
  constructor(cause: unknown) {
    super('rate-limit counters unreachable', { cause });
  }
}

/**
 * Counters in Redis, shared by every app server pointed at it. A request waits
 * at most two seconds for a Redis that is away, then is answered 503 and tried
 * again by the client.
 */
export function redisRateCounter(url: string, keyPrefix = 'das:rate:'): RateCounter {
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
  });
  // ioredis reconnects by itself; a refused request already tells the caller.
  redis.on('error', () => {});
  redis.defineCommand('consumeRate', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  const run = redis as unknown as {
    consumeRate: (key: string, ...args: number[]) => Promise<[number, number]>;
  };
  return {
    async consume(key, rule, now = new Date()) {
      let answer: [number, number];
      try {
        answer = await run.consumeRate(
          key,
          now.getTime(),
          rule.limit,
          rule.windowMs,
          rule.blockMs ?? rule.windowMs,
        );
      } catch (error) {
        throw new RateCounterUnavailable(error);
      }
      return verdictOf(rule, Number(answer[0]), Number(answer[1]), now.getTime());
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
