import type { Context } from 'hono';
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
    success: true,
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
