import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { fieldIssue } from '@das/shared/validation';
import { clientAddress } from '../auth/client-address';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from './app-env';
import { AppError, validationError } from './app-error';

/** How long a key's first answer is kept; the client sends a new key for each new submission. */
const KEY_LIFETIME_MS = 24 * 3_600_000;
/** Printable ASCII, as the IETF Idempotency-Key draft allows; UUIDs fit. */
const KEY_FORMAT = /^[\x21-\x7e]{1,100}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Creating writes (deals, sales, sign-ups) sent with an `Idempotency-Key`
 * header: the first request runs and its answer is kept; a repeat with the same
 * key and body answers that first result (marked `Idempotent-Replayed: true`)
 * without writing again. A repeat while the first is still running is 409, as
 * is the same key on a different request. Only a success is kept: after a
 * refusal or a server fault nothing was written, so a retry simply runs again.
 * Without the header nothing changes. Set after the route's auth middleware.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!KEY_FORMAT.test(key)) throw validationError([fieldIssue(IDEMPOTENCY_HEADER, 'invalid')]);
  const db = c.var.db;
  const user = c.get('user') as { id: string } | undefined;
  const scope = (user ? `user:${user.id}` : `address:${clientAddress(c)}`).slice(0, 100);
  const request = {
    method: c.req.method,
    path: new URL(c.req.url).pathname.slice(0, 200),
    requestHash: createHash('sha256')
      .update(await c.req.text())
      .digest('hex'),
  };
  const expired = new Date(Date.now() - KEY_LIFETIME_MS).toISOString();
  const [reserved] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, ...request })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...request, status: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expired}`,
    })
    .returning({ scope: idempotencyKeys.scope });
  const ours = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (!reserved) {
    const [first] = await db.select().from(idempotencyKeys).where(ours);
    const same =
      first?.method === request.method &&
      first.path === request.path &&
      first.requestHash === request.requestHash;
    if (!first || !same) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was sent with a different request');
    }
    if (first.status === null || first.body === null) {
      throw new AppError(
        'CONFLICT',
        'A request with this Idempotency-Key is still being processed',
      );
    }
    return c.body(first.body, first.status as 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Idempotent-Replayed': 'true',
    });
  }
  try {
    await next();
  } finally {
    if (c.res.ok && !c.error) {
      const body = await c.res.clone().text();
      await db.update(idempotencyKeys).set({ status: c.res.status, body }).where(ours);
    } else {
      await db.delete(idempotencyKeys).where(ours);
    }
  }
};
