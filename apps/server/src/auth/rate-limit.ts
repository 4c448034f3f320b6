import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { authFailure } from '../lib/app-error';
import { clientAddress } from './client-address';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts one request against `key` in a fixed window, in one atomic statement,
 * so every app server shares the same counters.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const result = (await db.execute(sql`
    insert into rate_limit_counters (key, count, window_started_at)
    values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limit_counters.window_started_at <= ${windowStart.toISOString()}
                   then 1 else rate_limit_counters.count + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= ${windowStart.toISOString()}
                   then ${now.toISOString()}::timestamptz else rate_limit_counters.window_started_at end
    returning count, window_started_at`)) as unknown as {
    rows: { count: number; window_started_at: string | Date }[];
  };
  const row = result.rows[0];
  const count = Number(row?.count ?? 1);
  const startedAt = new Date(row?.window_started_at ?? now).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + rule.windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/** A showroom shares one address, so per-address limits stay generous; accounts have the lockout. */
export const RATE_RULES = {
  auth: { limit: 100, windowMs: 60_000 },
  /** Mail to one address: enough to retry, too few to flood an inbox. */
  mailPerRecipient: { limit: 5, windowMs: 15 * 60_000 },
  securityEvents: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

export function rateLimitByAddress(group: keyof typeof RATE_RULES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = await consumeRateLimit(
      c.var.db,
      `${group}:${clientAddress(c)}`,
      RATE_RULES[group],
    );
    if (!allowed) {
      c.header('Retry-After', String(retryAfterSeconds));
      throw authFailure('RATE_LIMITED', 'tooManyRequests');
    }
    return next();
  };
}
