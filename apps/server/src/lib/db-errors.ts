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
  /connection terminated|timeout exceeded when trying to connect|connection (is )?closed|not queryable|is not currently accepting connections|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * The database cannot be reached or is not serving (stopped, restarting, out of
 * connections): the caller should try again shortly, not hear of a fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // An AggregateError (every address of the host refused) keeps its causes in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((item) => isDatabaseUnavailable(item))) return true;
  }
  return false;
}
