import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

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
