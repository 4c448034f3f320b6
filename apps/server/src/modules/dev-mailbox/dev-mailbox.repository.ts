import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, users } from '../../db/schema';

/** The latest mails to demo accounts, newest first: a real account's mail never shows. */
export function latestDemoMail(db: Database, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        db.select({ email: users.email }).from(users).where(eq(users.isDemo, true)),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
}
