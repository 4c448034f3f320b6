import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

const liveSession = { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt };

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Records activity on a session (and a new end, when given); nothing when it is gone. */
export async function touchSessionByToken(
  db: Database,
  token: string,
  change: { updatedAt: Date; expiresAt?: Date },
) {
  const [session] = await db
    .update(sessions)
    .set(change)
    .where(eq(sessions.token, token))
    .returning(liveSession);
  return session;
}

/** Records activity on a session; nothing when it is gone. */
export async function touchSession(db: Database, id: string) {
  const [session] = await db
    .update(sessions)
    .set({ updatedAt: new Date() })
    .where(and(eq(sessions.id, id), ne(sessions.token, '')))
    .returning(liveSession);
  return session;
}

/** A sign-in went through: kept on the account, since its session ends and goes. */
export async function recordSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** Ends every session of a person: their access tokens stop at once (no cache, ADR 015). */
export async function deleteSessionsOf(db: Pick<Database, 'delete'>, userId: string) {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
