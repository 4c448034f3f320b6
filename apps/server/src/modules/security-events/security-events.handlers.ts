import type { RouteHandler } from '@hono/zod-openapi';
import { verifyAccessToken } from '../../auth/access-token';
import type { AppEnv } from '../../lib/app-env';
import { recordSecurityEvent } from '../../lib/security-events';
import type { logSecurityEvent } from './security-events.routes';

/** Anyone may report; a valid access token ties the event to its user. */
export const storeSecurityEvent: RouteHandler<typeof logSecurityEvent, AppEnv> = async (c) => {
  const event = c.req.valid('json');
  const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '');
  const claims = bearer ? await verifyAccessToken(c.var.auth.accessTokenKey, bearer) : undefined;
  await recordSecurityEvent(c, {
    eventType: event.eventType,
    severity: event.severity,
    userId: claims?.userId ?? null,
    details: { ...event.details, source: 'client' },
  });
  return c.body(null, 204);
};
