import type { Context } from 'hono';
import type { Database } from '../db/client';
import { securityEvents } from '../db/schema';
import { clientAddress } from '../auth/client-address';
import type { AppEnv } from './app-env';
import { maskSensitive } from './mask';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

/** Stores a security event (SPEC.md §7 "log_security_event") with secrets redacted. */
export async function recordSecurityEvent(
  c: Context<AppEnv>,
  event: {
    eventType: string;
    severity: Severity;
    userId?: string | null;
    details?: Record<string, unknown>;
  },
  db: Database = c.var.db,
): Promise<void> {
  const details = maskSensitive(event.details ?? {}) as Record<string, unknown>;
  await db.insert(securityEvents).values({
    eventType: event.eventType,
    severity: event.severity,
    userId: event.userId ?? null,
    details,
    requestId: c.var.requestId,
    ipAddress: clientAddress(c),
    userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
  });
  c.var.logger[event.severity === 'critical' || event.severity === 'high' ? 'error' : 'warn'](
    'security event',
    { eventType: event.eventType, severity: event.severity, userId: event.userId, details },
  );
}
