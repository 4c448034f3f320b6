import { RateCounterUnavailable } from '../auth/rate-counter';

/** PostgreSQL's unique-violation code, wherever the driver tucked it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** PostgreSQL's foreign-key violation: a row still referred to, or one referring to nothing. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Connection failures of node-postgres and PostgreSQL's "cannot serve now" SQLSTATEs. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection (is )?closed|not queryable|is not currently accepting connections|PGlite is closed|Cannot use a pool after calling end/i;
/** node-postgres's words when every connection of the pool stayed busy for the whole wait. */
const POOL_EXHAUSTED_MESSAGE = /timeout exceeded when trying to connect/i;

/**
 * Why the database cannot serve now, or undefined for any other error: the
 * pool's connections were all busy (the app's own load, DATABASE_POOL_MAX and
 * DATABASE_POOL_TIMEOUT_MS), or the database could not be reached or is not
 * serving (stopped, restarting, out of connections), or Redis (REDIS_URL)
 * could not count the request. Either way the caller should try again shortly,
 * not hear of a fault; the log tells them apart.
 */
export function whyDatabaseUnavailable(
  error: unknown,
): 'pool exhausted' | 'database unreachable' | 'rate-limit counters unreachable' | undefined {
  if (error instanceof RateCounterUnavailable) return 'rate-limit counters unreachable';
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && POOL_EXHAUSTED_MESSAGE.test(message)) {
      return 'pool exhausted';
    }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return 'database unreachable';
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) {
      return 'database unreachable';
    }
    // An AggregateError (every address of the host refused) keeps its causes in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    const reason = Array.isArray(inner)
      ? inner.map((item) => whyDatabaseUnavailable(item)).find((why) => why !== undefined)
      : undefined;
    if (reason !== undefined) return reason;
  }
  return undefined;
}
