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
