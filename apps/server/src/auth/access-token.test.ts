import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { sessions, users } from '../db/schema';
import {
  ACCESS_TOKEN_SECONDS,
  SessionValidator,
  mintAccessToken,
  verifyAccessToken,
} from './access-token';

const key = randomBytes(32);
const claims = { userId: '8b0c6f3e-0a51-4f1e-9a57-2f0c7d1e5a01', sessionId: 's-1' };
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('access tokens', () => {
  it('carry the user and the session, and expire after 15 minutes', async () => {
    const { token, expiresAt } = await mintAccessToken(key, claims, t0);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(expiresAt).toBe(t0 / 1000 + ACCESS_TOKEN_SECONDS);
    expect(await verifyAccessToken(key, token, t0 + 14 * 60_000)).toEqual(claims);
    expect(await verifyAccessToken(key, token, t0 + 15 * 60_000 + 1_000)).toBeUndefined();
  });

  it('are refused when tampered with or signed with another key', async () => {
    const { token } = await mintAccessToken(key, claims, t0);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sid: 's-1', sub: 'someone-else', iss: 'das-board', exp: t0 / 1000 + 900 }),
    ).toString('base64url');
    expect(await verifyAccessToken(key, `${header}.${forged}.${signature}`, t0)).toBeUndefined();
    expect(await verifyAccessToken(key, `${header}.${payload}.${signature}x`, t0)).toBeUndefined();
    expect(await verifyAccessToken(randomBytes(32), token, t0)).toBeUndefined();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifyAccessToken(key, unsigned, t0)).toBeUndefined();
  });
});

describe('session validation cache', () => {
  let database: TestDatabase;
  let sessionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Test User', email: 'cache@example.com', emailVerified: true })
      .returning();
    const [session] = await database.db
      .insert(sessions)
      .values({
        token: 'cache-token',
        userId: user?.id ?? '',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    sessionId = session?.id ?? '';
  });
  afterAll(() => database.close());

  it('stops honouring a session the moment it ends, whoever ended it', async () => {
    const validator = new SessionValidator(database.db, false);
    expect(await validator.check(sessionId)).toBe('alive');
    await database.db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(await validator.check(sessionId)).toBe('ended');
  });
});
