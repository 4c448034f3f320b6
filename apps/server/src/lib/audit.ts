import type { Context, MiddlewareHandler } from 'hono';
import type { AuditOutcome } from '@das/shared/schemas/platform-records';
import type { Database } from '../db/client';
import { auditLogs } from '../db/schema';
import { clientAddress } from '../auth/client-address';
import type { AppEnv } from './app-env';
import { maskSensitive } from './mask';

type Executor = Pick<Database, 'insert'>;

/**
 * Who did what, with the record before and after (SPEC.md §3 "Audit log entry").
 * Written inside the same transaction as the change, so one never exists without the other.
 */
export async function recordAudit(
  tx: Executor,
  c: Context<AppEnv>,
  entry: {
    operation: string;
    entityType: string;
    entityId: string;
    dealershipId: number | null;
    before?: unknown;
    after?: unknown;
    /**
     * Who acted, when no one is signed in: an invitee accepting their
     * invitation acts as themselves. Otherwise the signed-in user.
     */
    actorId?: string;
  },
): Promise<void> {
  await tx.insert(auditLogs).values({
    operation: entry.operation,
    userId: entry.actorId ?? c.var.user.id,
    dealershipId: entry.dealershipId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: maskSensitive({ before: entry.before ?? null, after: entry.after ?? null }) as Record<
      string,
      unknown
    >,
    outcome: 'ok',
    requestId: c.var.requestId,
    ipAddress: clientAddress(c),
    userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
  });
}

/** What a change to one store's own record is audited as. */
export const storeAuditEntry = (operation: string, dealershipId: number) => ({
  operation,
  entityType: 'dealership',
  entityId: String(dealershipId),
  dealershipId,
});

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A settings change in one transaction: the record as it stands is read inside
 * it (so the audit's "before" is what the write replaced, not what a request
 * running alongside had already changed), written, and audited with both.
 * `write` may refuse (a thrown error) and nothing is written.
 */
export async function auditedChange<Before, After>(
  c: Context<AppEnv>,
  entry: { operation: string; entityType: string; entityId: string; dealershipId: number | null },
  read: (tx: Transaction) => Promise<Before>,
  write: (tx: Transaction, before: Before) => Promise<After>,
): Promise<After> {
  return c.var.db.transaction(async (tx) => {
    const before = await read(tx);
    const after = await write(tx, before);
    await recordAudit(tx, c, { ...entry, before, after });
    return after;
  });
}

/** A write's refusal (out of reach or not allowed) or failure (its checks), by status. */
const OUTCOME_OF_STATUS: Partial<Record<number, AuditOutcome>> = {
  403: 'refused',
  404: 'refused',
  400: 'failed',
  409: 'failed',
  422: 'failed',
};
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An attempt larger than this keeps only its field names: enough to tell what was tried. */
const MAX_ATTEMPT_CHARS = 2048;

/** The request's body, masked as every audit record is; its keys alone when it is large. */
async function maskedAttempt(c: Context<AppEnv>): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => null);
  const masked = maskSensitive(body);
  if (JSON.stringify(masked).length <= MAX_ATTEMPT_CHARS) return masked;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? { fields: Object.keys(body) }
    : null;
}

/** The store a write names: in its path (/dealerships/:id), query or body. */
function dealershipOf(c: Context<AppEnv>, attempt: unknown): number | null {
  const named =
    (c.req.routePath.startsWith('/api/dealerships/:id') ? c.req.param('id') : undefined) ??
    c.req.query('dealership_id') ??
    (typeof attempt === 'object' && attempt !== null
      ? ((attempt as Record<string, unknown>).dealership_id ??
        (attempt as Record<string, unknown>).dealershipId)
      : undefined);
  const id = Number(named);
  return Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/**
 * Records the writes that did not happen (ADR 021): a signed-in caller's write
 * answered 403/404 is "refused", 400/409/422 "failed". Handlers audit what they
 * change, inside its transaction; this one place audits the rest, after the
 * answer, so no handler needs to. A caller nobody signed in is not recorded:
 * the security events hold those (CSRF, lockouts, rate limits).
 */
export const auditRefusedWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const outcome = OUTCOME_OF_STATUS[c.res.status];
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  if (READ_METHODS.has(c.req.method) || outcome === undefined || user === undefined) return;
  try {
    const answer = (await c.res.clone().json()) as { error?: { code?: string; details?: unknown } };
    const attempt = await maskedAttempt(c);
    await c.var.db.insert(auditLogs).values({
      operation: `${c.req.method} ${c.req.routePath}`,
      userId: user.id,
      dealershipId: dealershipOf(c, attempt),
      entityType: null,
      entityId: null,
      details: maskSensitive({
        status: c.res.status,
        code: answer.error?.code ?? null,
        issues: answer.error?.details ?? null,
        params: c.req.param(),
        attempt,
      }) as Record<string, unknown>,
      outcome,
      requestId: c.var.requestId,
      ipAddress: clientAddress(c),
      userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
    });
  } catch (error) {
    // The answer stands whatever becomes of its record; the log says what was lost.
    c.var.logger.error('refused write not audited', { error, path: c.req.path });
  }
};
