import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@das/shared/periods';
import type { Shift } from '@das/shared/schemas/schedule';
import { LOCK_SPACE, lockUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { scheduleShifts } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

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

export interface DaysOff {
  daysOff: number;
  daysOffSoFar: number;
}

/** Days off in a range per person, in all and up to `today` (SPEC.md's daysOff). */
function daysOffWhere(
  db: Executor,
  who: SQL,
  range: { start: string; end: string },
  today: string,
) {
  return db
    .select({
      userId: scheduleShifts.userId,
      daysOff: sql<number>`count(*)::int`,
      daysOffSoFar: sql<number>`count(*) filter (where ${scheduleShifts.day} <= ${today})::int`,
    })
    .from(scheduleShifts)
    .where(
      and(
        who,
        eq(scheduleShifts.shift, 'off'),
        gte(scheduleShifts.day, range.start),
        lt(scheduleShifts.day, range.end),
      ),
    )
    .groupBy(scheduleShifts.userId);
}

/** One person's days off in a month. */
export async function daysOffIn(
  db: Executor,
  userId: string,
  range: { start: string; end: string },
  today: string,
): Promise<DaysOff> {
  const [row] = await daysOffWhere(db, eq(scheduleShifts.userId, userId), range, today);
  return { daysOff: row?.daysOff ?? 0, daysOffSoFar: row?.daysOffSoFar ?? 0 };
}

/** Every scheduled person's days off in a month at one store; someone absent has none. */
export async function daysOffAt(
  db: Executor,
  dealershipId: number,
  range: { start: string; end: string },
  today: string,
): Promise<Map<string, DaysOff>> {
  const rows = await daysOffWhere(db, eq(scheduleShifts.dealershipId, dealershipId), range, today);
  return new Map(rows.map(({ userId, ...off }) => [userId, off]));
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
  // Two copies of one week at once would both insert into the emptied week.
  await lockUntilCommit(tx, LOCK_SPACE.scheduleWeek, `${dealershipId}:${monday}`);
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

/**
 * Clears a person's shifts at a store after a day: they moved to another store
 * of the group, whose schedule they now join; the days worked stay on record.
 */
export async function dropShiftsAfter(
  tx: Executor,
  dealershipId: number,
  userId: string,
  day: string,
): Promise<void> {
  await tx
    .delete(scheduleShifts)
    .where(
      and(
        eq(scheduleShifts.dealershipId, dealershipId),
        eq(scheduleShifts.userId, userId),
        gt(scheduleShifts.day, day),
      ),
    );
}
