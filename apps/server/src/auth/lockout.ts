import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** SPEC.md §4 "Lockout", per account, on the server. */
export const LOCKOUT = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
  quietResetMs: 5 * 60_000,
} as const;

/** Minutes left on the account's lock (rounded up), or 0 when it may try. */
export async function lockedMinutes(db: Database, email: string, now: Date): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/**
 * Counts a failed sign-in; five within five quiet-free minutes lock the account
 * for fifteen. Returns the lock's minutes when this failure locked it, else 0.
 */
export async function recordFailedSignIn(db: Database, email: string, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - LOCKOUT.quietResetMs).toISOString();
  const result = (await db.execute(sql`
    insert into login_attempts (email, failures, last_failure_at) values (${email}, 1, ${now.toISOString()})
    on conflict (email) do update set
      failures = case when login_attempts.last_failure_at < ${quietSince} then 1
                      else login_attempts.failures + 1 end,
      last_failure_at = ${now.toISOString()}
    returning failures`)) as unknown as { rows: { failures: number }[] };
  const failures = Number(result.rows[0]?.failures ?? 1);
  if (failures < LOCKOUT.maxFailures) return 0;
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCKOUT.lockMs) })
    .where(eq(loginAttempts.email, email));
  return LOCKOUT.lockMs / 60_000;
}

export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
