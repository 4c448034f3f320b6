import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The key spaces of our advisory locks: one per kind of write that must take turns. */
export const LOCK_SPACE = {
  dealNumbers: 4201,
  scheduleWeek: 4202,
  payPlan: 4203,
  storeEvents: 4204,
} as const;

/**
 * Makes concurrent writes to the same thing (a store's deal numbers, a week of
 * its schedule, a person's pay plan) take turns: the lock is held until the
 * calling transaction ends, and statements after it see what the one before
 * committed. Works the same on PGlite, where it never waits.
 */
export async function lockUntilCommit(
  tx: Pick<Database, 'execute'>,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  key: number | string,
): Promise<void> {
  await tx.execute(
    typeof key === 'number'
      ? sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`
      : sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`,
  );
}
