import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { SESSION_LIFETIME } from './auth';

/**
 * The short-lived access token of DECISIONS.md: a signed JWT naming the user and
 * the session it came from. It is honoured only while that session is alive,
 * which is checked at most every 5 minutes (SPEC.md's session validation cache)
 * and at once after a sign-out on this server.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'das-board';
const VALIDATION_CACHE_MS = 5 * 60_000;

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

/** Whether a session may still be used, cached per session for the validation window. */
export class SessionValidator {
  private cache = new Map<string, { verdict: SessionVerdict; checkedAt: number }>();

  constructor(
    private db: Database,
    private demoMode: boolean,
  ) {}

  async check(sessionId: string, now = Date.now()): Promise<SessionVerdict> {
    const cached = this.cache.get(sessionId);
    if (cached && now - cached.checkedAt < VALIDATION_CACHE_MS) return cached.verdict;
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
    const verdict: SessionVerdict = !row
      ? 'ended'
      : row.isDemo && !this.demoMode
        ? 'demo-refused'
        : row.expiresAt.getTime() <= now ||
            now - row.lastActiveAt.getTime() > SESSION_LIFETIME.idleMs ||
            !row.emailVerified
          ? 'ended'
          : 'alive';
    this.cache.set(sessionId, { verdict, checkedAt: now });
    return verdict;
  }

  /** Called on sign-out, so this server stops honouring the session's tokens at once. */
  forget(sessionId: string): void {
    this.cache.set(sessionId, { verdict: 'ended', checkedAt: Date.now() });
  }
}
