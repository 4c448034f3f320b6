import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';

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

/** Counters in the `rate_limit_counters` table, one atomic statement a request. */
export function postgresRateCounter(db: Database): RateCounter {
  return {
    async consume(key, rule, now = new Date()) {
      const at = now.toISOString();
      const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
      const blockStart = new Date(now.getTime() - (rule.blockMs ?? rule.windowMs)).toISOString();
      const result = (await db.execute(sql`
        insert into rate_limit_counters (key, count, window_started_at)
        values (${key}, 1, ${at})
        on conflict (key) do update set
          count = case
            when rate_limit_counters.count <= ${rule.limit} and rate_limit_counters.window_started_at <= ${windowStart}
              then 1
            when rate_limit_counters.count > ${rule.limit} and rate_limit_counters.window_started_at <= ${blockStart}
              then 1
            else rate_limit_counters.count + 1 end,
          window_started_at = case
            when rate_limit_counters.count <= ${rule.limit} and rate_limit_counters.window_started_at <= ${windowStart}
              then ${at}::timestamptz
            when rate_limit_counters.count > ${rule.limit} and rate_limit_counters.window_started_at <= ${blockStart}
              then ${at}::timestamptz
            when rate_limit_counters.count = ${rule.limit} then ${at}::timestamptz
            else rate_limit_counters.window_started_at end
        returning count, window_started_at`)) as unknown as {
        rows: { count: number; window_started_at: string | Date }[];
      };
      const row = result.rows[0];
      const startedAt = new Date(row?.window_started_at ?? now).getTime();
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
