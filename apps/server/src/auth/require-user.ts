import type { MiddlewareHandler } from 'hono';
import { todayIn } from '@das/shared/periods';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { recordSecurityEvent } from '../lib/security-events';
import { verifyAccessToken } from './access-token';
import { refuseWritesOfReadOnlyTenant } from './read-only-tenant';
import { limitUser } from './rate-limit';

/** The auth gate, set once per router group (ARCHITECTURE.md convention 6). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header?.startsWith('Bearer '))
    throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const claims = await verifyAccessToken(c.var.auth.accessTokenKey, header.slice('Bearer '.length));
  if (!claims) throw new AppError('AUTH_FAILED');
  // One round trip: the session, its user and their store's time zone (no cache: ADR 015).
  const { verdict, user, storeTimeZone } = await c.var.auth.sessions.caller(claims);
  if (verdict === 'demo-refused') {
    await recordSecurityEvent(c, {
      eventType: 'UNAUTHORIZED_ACCESS',
      severity: 'critical',
      userId: claims.userId,
      details: { reason: 'demo session presented while demo mode is off' },
    });
  }
  if (verdict !== 'alive') throw new AppError('AUTH_FAILED');
  if (!user) throw new AppError('AUTH_FAILED');
  await limitUser(c, user.id);
  // A UTC day by the one clock: the platform's days, not one store's.
  await c.var.auth.activeDays.record(user.id, todayIn('UTC', c.var.clock.now()));
  c.set('user', user);
  await refuseWritesOfReadOnlyTenant(c, user);
  c.set('sessionId', claims.sessionId);
  if (user.dealershipId !== null && storeTimeZone !== null) {
    c.set('ownStore', { id: user.dealershipId, timeZone: storeTimeZone });
  }
  return next();
};
