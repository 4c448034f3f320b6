import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { SESSION_LIFETIME } from './auth';

/**
 * The short-lived access token of DECISIONS.md: a signed JWT naming the user and
 * the session it came from. It is honoured only while that session is alive,
 * which is checked on every request: a sign-out, a password reset or an ended
 * session takes effect at once on every app server (ADR 015; SPEC.md's 5-minute
 * validation cache would let a revoked token work for minutes).
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'das-board';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function mintAccessToken(key: Uint8Array, claims: AccessClaims, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

export type SessionVerdict = 'alive' | 'ended' | 'demo-refused';

/** Whether a session may still be used, read from the database every time. */
export class SessionValidator {
  constructor(
    private db: Database,
    private demoMode: boolean,
  ) {}

  async check(sessionId: string, now = Date.now()): Promise<SessionVerdict> {
    const [row] = await this.db
      .select({
        expiresAt: sessions.expiresAt,
        lastActiveAt: sessions.updatedAt,
        emailVerified: users.emailVerified,
        isDemo: users.isDemo,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId));
    if (!row) return 'ended';
    if (row.isDemo && !this.demoMode) return 'demo-refused';
    const over =
      row.expiresAt.getTime() <= now ||
      now - row.lastActiveAt.getTime() > SESSION_LIFETIME.idleMs ||
      !row.emailVerified;
    return over ? 'ended' : 'alive';
  }
}
