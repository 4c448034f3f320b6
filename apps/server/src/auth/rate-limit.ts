import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sanitizeEmail } from '@das/shared/auth-rules';
import type { AppEnv } from '../lib/app-env';
import { AppError, authFailure } from '../lib/app-error';
import { clientAddress } from './client-address';
import type { RateRule } from './rate-counter';

/**
 * A showroom's staff share one address, so the sign-in routes count per address
 * and account (ADR 015): one client's runaway retries stop at its own account,
 * not at everyone behind the address. The per-address ceiling, ten times higher,
 * stops a client that varies the account. Guessing one account's password meets
 * the lockout long before either.
 */
export const RATE_RULES = {
  authPerAccount: { limit: 100, windowMs: 60_000 },
  authPerAddress: { limit: 1_000, windowMs: 60_000 },
  /** Mail to one address: enough to retry, too few to flood an inbox. */
  mailPerRecipient: { limit: 5, windowMs: 15 * 60_000 },
  securityEvents: { limit: 30, windowMs: 60_000 },
  /** Browsers' CSP reports, anonymous: a page in trouble reports a few, not thousands. */
  cspReports: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * Per signed-in user, on every app server (ADR 015). Writes: SPEC.md's client
 * limit, 60 a minute and 1,000 an hour, blocked 15 minutes on breach. Reads:
 * ten a second sustained, far above the heaviest page (a GM's board opens with
 * about a dozen calls), so only a runaway script meets it.
 */
export const USER_RATE_RULES = {
  writesPerMinute: { limit: 60, windowMs: 60_000, blockMs: 15 * 60_000 },
  writesPerHour: { limit: 1_000, windowMs: 3_600_000, blockMs: 15 * 60_000 },
  readsPerMinute: { limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

export type UserRateRules = Record<keyof typeof USER_RATE_RULES, RateRule>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counts a signed-in user's request; past a limit, 429 RATE_LIMITED with Retry-After. */
export async function limitUser(c: Context<AppEnv>, userId: string): Promise<void> {
  const rules: (keyof UserRateRules)[] = READ_METHODS.has(c.req.method)
    ? ['readsPerMinute']
    : ['writesPerMinute', 'writesPerHour'];
  for (const name of rules) {
    await refuseOverLimit(
      c,
      `${name}:${userId}`,
      c.var.auth.userRateRules[name],
      () => new AppError('RATE_LIMITED'),
    );
  }
}

/** Counts one request against `key`; past the rule, 429 RATE_LIMITED with Retry-After. */
async function refuseOverLimit(
  c: Context<AppEnv>,
  key: string,
  rule: RateRule,
  refusal = () => authFailure('RATE_LIMITED', 'tooManyRequests'),
): Promise<void> {
  const { allowed, retryAfterSeconds } = await c.var.auth.rateCounter.consume(key, rule);
  if (!allowed) {
    c.header('Retry-After', String(retryAfterSeconds));
    throw refusal();
  }
}

export function rateLimitByAddress(group: keyof typeof RATE_RULES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await refuseOverLimit(c, `${group}:${clientAddress(c)}`, RATE_RULES[group]);
    return next();
  };
}

/**
 * An account's part of a counter's key: a digest, so that every key fits the
 * column (an address may be 254 characters) and the table holds no address.
 */
export function accountKey(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}

/**
 * The account a sign-in route's request is about: the signed-in user, else the
 * e-mail address it names, as sign-in reads it. A request naming none (a link's
 * token, a demo role) counts with the others of its address that name none.
 */
async function accountOf(c: Context<AppEnv>): Promise<string> {
  const user = c.get('user') as { id: string } | undefined;
  if (user) return accountKey(`user:${user.id}`);
  const body: unknown = await c.req.json().catch(() => undefined);
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? accountKey(`email:${sanitizeEmail(email)}`) : '';
}

/** The limits of the sign-in routes: per address and account, under a per-address ceiling. */
export const rateLimitAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const address = clientAddress(c);
  await refuseOverLimit(c, `authPerAddress:${address}`, RATE_RULES.authPerAddress);
  await refuseOverLimit(
    c,
    `authPerAccount:${address}:${await accountOf(c)}`,
    RATE_RULES.authPerAccount,
  );
  return next();
};
