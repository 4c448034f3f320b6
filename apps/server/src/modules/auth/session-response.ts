import type { Context } from 'hono';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { mintAccessToken } from '../../auth/access-token';
import { SESSION_LIFETIME } from '../../auth/auth';
import { clientAddress } from '../../auth/client-address';
import { loadSessionUser } from '../../auth/session-user';
import type { AppEnv } from '../../lib/app-env';
import { storeToday } from '../../lib/store-calendar';
import { AppError } from '../../lib/app-error';
import { recordSignIn, touchSessionByToken } from './sessions.repository';

/**
 * What better-auth sees of a request: its cookies and user agent, with the
 * client address we trust (the socket, or our proxy's last hop) and no other.
 */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-for', clientAddress(c));
  headers.delete('x-real-ip');
  return headers;
}

/** better-auth answers with Set-Cookie headers; they go out on our response. */
export function forwardCookies(c: Context<AppEnv>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

/**
 * Finishes a sign-in: a shift-long lifetime unless "Remember me", then the
 * access token and who the user is.
 */
export async function sessionResponse(
  c: Context<AppEnv>,
  sessionToken: string,
  { remembered }: { remembered: boolean },
): Promise<SessionResponse> {
  const now = Date.now();
  const update = remembered
    ? { updatedAt: new Date(now) }
    : { updatedAt: new Date(now), expiresAt: new Date(now + SESSION_LIFETIME.shiftMs) };
  const session = await touchSessionByToken(c.var.db, sessionToken, update);
  if (!session) throw new AppError('AUTH_FAILED');
  await recordSignIn(c.var.db, session.userId, new Date(now));
  return accessFor(c, session);
}

/** A new access token for a live session. */
export async function accessFor(
  c: Context<AppEnv>,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<SessionResponse> {
  const user = await loadSessionUser(c.var.db, session.userId);
  if (!user) throw new AppError('AUTH_FAILED');
  const access = await mintAccessToken(c.var.auth.accessTokenKey, {
    userId: session.userId,
    sessionId: session.id,
  });
  return {
    accessToken: access.token,
    expiresAt: access.expiresAt,
    sessionExpiresAt: Math.floor(session.expiresAt.getTime() / 1000),
    storeToday:
      user.dealershipId === null
        ? null
        : await storeToday(c.var.db, c.var.clock, user.dealershipId),
    user,
  };
}
