import { SignJWT, jwtVerify } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Database } from '../db/client';
import { dealerships, profiles, sessions, users } from '../db/schema';
import { SESSION_USER_COLUMNS, toSessionUser } from './session-user';
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

const SESSION_COLUMNS = {
  expiresAt: sessions.expiresAt,
  lastActiveAt: sessions.updatedAt,
  emailVerified: users.emailVerified,
  isDemo: users.isDemo,
};

interface SessionState {
  expiresAt: Date;
  lastActiveAt: Date;
  emailVerified: boolean;
  isDemo: boolean;
}

/**
 * Whether a session may still be used, read from the database every time: no
 * cache, so a sign-out, password reset or deactivation takes effect at once.
 */
export class SessionValidator {
  private callerQuery;

  constructor(
    private db: Database,
    private demoMode: boolean,
  ) {
    this.callerQuery = callerQuery(db);
  }

  private verdictOf(row: SessionState | undefined, now: number): SessionVerdict {
    if (!row) return 'ended';
    if (row.isDemo && !this.demoMode) return 'demo-refused';
    const over =
      row.expiresAt.getTime() <= now ||
      now - row.lastActiveAt.getTime() > SESSION_LIFETIME.idleMs ||
      !row.emailVerified;
    return over ? 'ended' : 'alive';
  }

  async check(sessionId: string, now = Date.now()): Promise<SessionVerdict> {
    const [row] = await this.db
      .select(SESSION_COLUMNS)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId));
    return this.verdictOf(row, now);
  }

  async caller(
    claims: AccessClaims,
    now = Date.now(),
  ): Promise<{ verdict: SessionVerdict; user?: SessionUser; storeTimeZone: string | null }> {
    const [row] = await this.callerQuery.execute({ ...claims });
    const verdict = this.verdictOf(row, now);
    if (verdict !== 'alive' || !row) return { verdict, storeTimeZone: null };
    return { verdict, user: toSessionUser(row.user), storeTimeZone: row.timeZone ?? null };
  }
}

/**
 * The session's verdict, who its user is and their store's time zone, in one
 * prepared round trip: what every authenticated request needs before its handler.
 */
function callerQuery(db: Database) {
  return db
    .select({ ...SESSION_COLUMNS, user: SESSION_USER_COLUMNS, timeZone: dealerships.timeZone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(dealerships, eq(dealerships.id, profiles.dealershipId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('session_caller');
}
