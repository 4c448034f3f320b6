import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '@das/shared/periods';
import type { Shift } from '@das/shared/schemas/schedule';
import type { Database } from '../../db/client';
import { scheduleShifts } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

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

/** Sets single cells of the schedule; a null shift clears the cell. */
export async function saveShifts(
  tx: Executor,
  dealershipId: number,
  cells: { userId: string; day: string; shift: Shift | null }[],
  updatedBy: string,
): Promise<void> {
  for (const cell of cells) {
    if (cell.shift === null) {
      await tx
        .delete(scheduleShifts)
        .where(and(eq(scheduleShifts.userId, cell.userId), eq(scheduleShifts.day, cell.day)));
    } else {
      await tx
        .insert(scheduleShifts)
        .values({ dealershipId, userId: cell.userId, day: cell.day, shift: cell.shift, updatedBy })
        .onConflictDoUpdate({
          target: [scheduleShifts.userId, scheduleShifts.day],
          set: { shift: cell.shift, dealershipId, updatedBy, updatedAt: new Date() },
        });
    }
  }
}

/** Replaces a store's week (from Monday) with these shifts. */
export async function replaceWeek(
  tx: Executor,
  dealershipId: number,
  monday: string,
  shifts: { userId: string; day: string; shift: string }[],
  updatedBy: string,
): Promise<void> {
  await tx
    .delete(scheduleShifts)
    .where(
      and(
        eq(scheduleShifts.dealershipId, dealershipId),
        gte(scheduleShifts.day, monday),
        lt(scheduleShifts.day, addDays(monday, 7)),
      ),
    );
  if (shifts.length > 0) {
    await tx
      .insert(scheduleShifts)
      .values(shifts.map((row) => ({ dealershipId, ...row, updatedBy })));
  }
}
