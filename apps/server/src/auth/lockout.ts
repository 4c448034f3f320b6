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
  return minutesUntil(row.lockedUntil, now);
}

/** A sign-in attempt may go on to the password check, or the account is locked. */
export type SignInAttempt = { lockedMinutes: number } | { attempt: number };

const minutesUntil = (until: Date, now: Date) =>
  Math.ceil((until.getTime() - now.getTime()) / 60_000);

async function lock(db: Database, email: string, now: Date): Promise<number> {
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCKOUT.lockMs) })
    .where(eq(loginAttempts.email, email));
  return LOCKOUT.lockMs / 60_000;
}

/**
 * Counts an attempt BEFORE its password is checked, in one atomic statement, so
 * that parallel attempts cannot all pass a check made before any has failed:
 * the sixth attempt within the window is refused however fast they come.
 * Attempts within five minutes of each other count together.
 */
export async function claimSignInAttempt(
  db: Database,
  email: string,
  now: Date,
): Promise<SignInAttempt> {
  const at = now.toISOString();
  const quietSince = new Date(now.getTime() - LOCKOUT.quietResetMs).toISOString();
  const result = (await db.execute(sql`
    insert into login_attempts (email, failures, last_failure_at) values (${email}, 1, ${at})
    on conflict (email) do update set
      failures = case when login_attempts.locked_until > ${at} then login_attempts.failures
                      when login_attempts.last_failure_at < ${quietSince} then 1
                      else login_attempts.failures + 1 end,
      last_failure_at = case when login_attempts.locked_until > ${at}
                             then login_attempts.last_failure_at else ${at} end
    returning failures, locked_until`)) as unknown as {
    rows: { failures: number; locked_until: string | Date | null }[];
  };
  const row = result.rows[0];
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) return { lockedMinutes: minutesUntil(lockedUntil, now) };
  const attempt = Number(row?.failures ?? 1);
  if (attempt > LOCKOUT.maxFailures) return { lockedMinutes: await lock(db, email, now) };
  return { attempt };
}

/**
 * An attempt's password was wrong: the fifth within the window locks the
 * account for fifteen minutes. Returns the lock's minutes when it locked, else 0.
 */
export async function recordFailedSignIn(
  db: Database,
  email: string,
  attempt: number,
  now: Date,
): Promise<number> {
  return attempt >= LOCKOUT.maxFailures ? lock(db, email, now) : 0;
}

export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
