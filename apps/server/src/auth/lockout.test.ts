import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  LOCKOUT,
  claimSignInAttempt,
  clearFailedSignIns,
  lockedMinutes,
  recordFailedSignIn,
} from './lockout';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, 0) + minutes * 60_000);

/** Wrong passwords one after another: each attempt is counted, then fails. */
async function fail(email: string, times: number, minute = 0): Promise<number> {
  let locked = 0;
  for (let i = 0; i < times; i++) {
    const claimed = await claimSignInAttempt(database.db, email, at(minute));
    if ('lockedMinutes' in claimed) return claimed.lockedMinutes;
    locked = await recordFailedSignIn(database.db, email, claimed.attempt, at(minute));
  }
  return locked;
}

describe('lockout (SPEC.md §4), on a fake clock', () => {
  it('locks the account for 15 minutes at the fifth failure', async () => {
    const email = 'five@example.com';
    expect(await fail(email, 4)).toBe(0);
    expect(await lockedMinutes(database.db, email, at(0))).toBe(0);
    expect(await fail(email, 1)).toBe(15);
    expect(await lockedMinutes(database.db, email, at(0))).toBe(15);
    expect(await lockedMinutes(database.db, email, at(14.2))).toBe(1);
    expect(await lockedMinutes(database.db, email, at(15))).toBe(0);
  });

  it('starts counting again after 5 minutes without an attempt', async () => {
    const email = 'quiet@example.com';
    await fail(email, 4, 0);
    // Five minutes and a moment later the earlier four no longer count.
    expect(await fail(email, 4, 5.01)).toBe(0);
    expect(await lockedMinutes(database.db, email, at(6))).toBe(0);
    expect(await fail(email, 1, 6)).toBe(LOCKOUT.lockMs / 60_000);
  });

  it('keeps counting failures that come within 5 minutes of each other', async () => {
    const email = 'steady@example.com';
    for (const minute of [0, 4, 8, 12]) await fail(email, 1, minute);
    expect(await fail(email, 1, 16)).toBe(15);
  });

  it('resets on a successful sign-in', async () => {
    const email = 'success@example.com';
    await fail(email, 4);
    await clearFailedSignIns(database.db, email);
    expect(await fail(email, 4)).toBe(0);
  });

  it('counts each account on its own', async () => {
    await fail('a@example.com', 4);
    expect(await fail('b@example.com', 1)).toBe(0);
    expect(await lockedMinutes(database.db, 'a@example.com', at(0))).toBe(0);
  });

  it('counts attempts before their passwords are checked, so a sixth at once is refused', async () => {
    const email = 'parallel@example.com';
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimSignInAttempt(database.db, email, at(0))),
    );
    expect(claims.filter((claim) => 'attempt' in claim)).toHaveLength(LOCKOUT.maxFailures);
    expect(claims.filter((claim) => 'lockedMinutes' in claim)).toHaveLength(3);
    expect(await lockedMinutes(database.db, email, at(0))).toBe(15);
  });
});
