import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { fieldIssue } from '@das/shared/validation';
import { clientAddress } from '../auth/client-address';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from './app-env';
import { AppError, validationError } from './app-error';

/** How long a key's first answer is kept; the client sends a new key for each new submission. */
const KEY_LIFETIME_MS = 24 * 3_600_000;
/** Printable ASCII, as the IETF Idempotency-Key draft allows; UUIDs fit. */
const KEY_FORMAT = /^[\x21-\x7e]{1,100}$/;
/**
 * A reservation without an answer this old belongs to a request that died with
 * its server (kill -9, a crash): twice the client's 30-second budget, so a
 * request still running is never taken over in practice, and if one were, its
 * own answer no longer matches the reservation and its write rolls back.
 */
const ABANDONED_AFTER_MS = 60_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The key this request holds, and the moment that tells its reservation from a later one. */
export interface IdempotencyReservation {
  scope: string;
  key: string;
  reservedAt: string;
  answered: boolean;
}

/**
 * Creating writes (deals, sales, sign-ups) sent with an `Idempotency-Key`
 * header: the first request runs and its answer is kept; a repeat with the same
 * key and body answers that first result (marked `Idempotent-Replayed: true`)
 * without writing again. A repeat while the first is still running is 409, as
 * is the same key on a different request. Only a success is kept: after a
 * refusal or a server fault nothing was written, so a retry simply runs again.
 * Without the header nothing changes. Set after the route's auth middleware.
 *
 * A handler that writes in one transaction saves its answer in that same
 * transaction (`saveIdempotentAnswer`), so a write that committed always has its
 * answer: a retry after a crash replays it instead of writing twice, and a
 * reservation left without one (its write rolled back with the crash) is free
 * again after ABANDONED_AFTER_MS.
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
  const now = Date.now();
  const expired = new Date(now - KEY_LIFETIME_MS).toISOString();
  const abandoned = new Date(now - ABANDONED_AFTER_MS).toISOString();
  const [reserved] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, ...request })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...request, status: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expired} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${abandoned})`,
    })
    .returning({ reservedAt: sql<string>`${idempotencyKeys.createdAt}::text` });
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
  const reservation: IdempotencyReservation = { scope, key, ...reserved, answered: false };
  c.set('idempotency', reservation);
  const held = heldBy(reservation);
  try {
    await next();
  } finally {
    if (c.res.ok && !c.error) {
      if (!reservation.answered) {
        const body = await c.res.clone().text();
        await db.update(idempotencyKeys).set({ status: c.res.status, body }).where(held);
      }
    } else {
      await db.delete(idempotencyKeys).where(held);
    }
  }
};

/** The key's row while it is still this request's reservation, not a later one's. */
function heldBy(reservation: IdempotencyReservation) {
  return and(
    eq(idempotencyKeys.scope, reservation.scope),
    eq(idempotencyKeys.key, reservation.key),
    sql`${idempotencyKeys.createdAt} = ${reservation.reservedAt}::timestamptz`,
  );
}

/**
 * Saves a creating write's answer inside the write's own transaction: both
 * commit or neither does. If the reservation was taken over meanwhile (this
 * request outlived ABANDONED_AFTER_MS), the write is refused and rolls back.
 */
export async function saveIdempotentAnswer(
  tx: Database,
  c: Context<AppEnv>,
  status: number,
  answer: unknown,
): Promise<void> {
  const reservation = c.get('idempotency');
  if (!reservation) return;
  const saved = await tx
    .update(idempotencyKeys)
    .set({ status, body: JSON.stringify(answer) })
    .where(heldBy(reservation))
    .returning({ key: idempotencyKeys.key });
  if (saved.length === 0) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
  }
  reservation.answered = true;
}
