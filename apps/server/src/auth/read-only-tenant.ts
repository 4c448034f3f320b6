import type { Context } from 'hono';
import type { SessionUser } from '@das/shared/schemas/auth';
import { todayIn } from '@das/shared/periods';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readOnlySince } from '../modules/platform-subscriptions/platform-subscriptions.repository';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The caller's own account, not their store's data: a password and a language
 * stay theirs to change while the store reads only.
 */
const PERSONAL_PATHS = ['/api/auth/', '/api/me/'];

/** When the caller's tenant went read-only by the one clock (ADR 025), or null. */
export function tenantReadOnlySince(c: Context<AppEnv>, user: SessionUser) {
  if (user.dealershipId === null && user.dealerGroupId === null) return Promise.resolve(null);
  const now = c.var.clock.now();
  return readOnlySince(c.var.db, user, now, todayIn('UTC', now));
}

/**
 * A lapsed trial or a canceled subscription past its day turns its tenant
 * read-only (ADR 025): its people sign in and read everything, and every write
 * to the store's data is refused; nothing is deleted. Asked once per write
 * (reads never pay for it), after the caller is known.
 */
export async function refuseWritesOfReadOnlyTenant(c: Context<AppEnv>, user: SessionUser) {
  if (READ_METHODS.has(c.req.method)) return;
  if (PERSONAL_PATHS.some((path) => c.req.path.startsWith(path))) return;
  const since = await tenantReadOnlySince(c, user);
  if (since !== null) {
    throw new AppError(
      'SUBSCRIPTION_READ_ONLY',
      `The subscription ended on ${since.slice(0, 10)}: its data can be read but not changed until it is activated`,
      { since },
    );
  }
}
