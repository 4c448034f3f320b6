import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@das/shared/languages';
import type { Preferences } from '@das/shared/schemas/team';
import type { Database } from '../../db/client';
import { userPreferences, users } from '../../db/schema';

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

/**
 * The language to write to a person in: the one they saved, else `fallback`.
 * Found by e-mail too, for the magic link, whose sender knows only the address.
 */
export async function languageOf(
  db: Pick<Database, 'select'>,
  who: { userId: string } | { email: string },
  fallback: LanguageCode = DEFAULT_LANGUAGE,
): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(users)
    .innerJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where('userId' in who ? eq(users.id, who.userId) : eq(users.email, who.email));
  return row?.language ?? fallback;
}
