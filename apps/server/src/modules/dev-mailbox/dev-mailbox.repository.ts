import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/** The latest mails of the outbox, newest first. */
export function latestMail(db: Database, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
