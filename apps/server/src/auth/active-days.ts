import type { Database } from '../db/client';
import { userActiveDays } from '../db/schema';

/**
 * Records that a person used the API on a UTC day (issue 13, "active users per
 * day"). Each app server remembers whom it recorded today, so a person costs
 * one `insert … on conflict do nothing` per server per day, not one per
 * request; several servers, or two first requests at once, meet at the key.
 */
export class ActiveDays {
  private day = '';
  private recorded = new Set<string>();

  constructor(private db: Pick<Database, 'insert'>) {}

  async record(userId: string, day: string): Promise<void> {
    if (day !== this.day) {
      this.day = day;
      this.recorded = new Set();
    }
    if (this.recorded.has(userId)) return;
    await this.db.insert(userActiveDays).values({ day, userId }).onConflictDoNothing();
    // Only once the row is there: a failed insert is tried again on the next request.
    this.recorded.add(userId);
  }
}
