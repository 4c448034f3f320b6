import { eq } from 'drizzle-orm';
import type { Preferences } from '@das/shared/schemas/team';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

export async function findPreferences(db: Database, userId: string) {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/** Changes some preferences; a user without a row gets `defaults` for the rest. */
export async function savePreferences(
  db: Database,
  userId: string,
  change: Partial<Preferences>,
  defaults: Preferences,
) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...defaults, ...change })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...change, updatedAt: new Date() },
    })
    .returning();
  return row;
}
