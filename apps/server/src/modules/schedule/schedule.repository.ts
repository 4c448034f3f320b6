import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scheduleShifts } from '../../db/schema';

type Executor = Pick<Database, 'select'>;

/** The shifts of a store's people over a range of days [start, end). */
export function shiftsBetween(db: Executor, dealershipId: number, start: string, end: string) {
  return db
    .select({ userId: scheduleShifts.userId, day: scheduleShifts.day, shift: scheduleShifts.shift })
    .from(scheduleShifts)
    .where(
      and(
        eq(scheduleShifts.dealershipId, dealershipId),
        gte(scheduleShifts.day, start),
        lt(scheduleShifts.day, end),
      ),
    );
}

/** Days off in a month for one person, in all and up to `today` (SPEC.md's daysOff). */
export async function daysOffIn(
  db: Executor,
  userId: string,
  range: { start: string; end: string },
  today: string,
): Promise<{ daysOff: number; daysOffSoFar: number }> {
  const [row] = await db
    .select({
      daysOff: sql<number>`count(*)::int`,
      daysOffSoFar: sql<number>`count(*) filter (where ${scheduleShifts.day} <= ${today})::int`,
    })
    .from(scheduleShifts)
    .where(
      and(
        eq(scheduleShifts.userId, userId),
        eq(scheduleShifts.shift, 'off'),
        gte(scheduleShifts.day, range.start),
        lt(scheduleShifts.day, range.end),
      ),
    );
  return { daysOff: row?.daysOff ?? 0, daysOffSoFar: row?.daysOffSoFar ?? 0 };
}

/** One person's shifts for a week (Monday to Sunday). */
export function shiftsOfPerson(db: Executor, userId: string, monday: string, sunday: string) {
  return db
    .select({ day: scheduleShifts.day, shift: scheduleShifts.shift })
    .from(scheduleShifts)
    .where(
      and(
        eq(scheduleShifts.userId, userId),
        gte(scheduleShifts.day, monday),
        lte(scheduleShifts.day, sunday),
      ),
    );
}
