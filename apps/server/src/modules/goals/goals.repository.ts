import { monthStartOf, type DateRange } from '@das/shared/periods';
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { GoalDefaults } from '@das/shared/schemas/store-defaults';
import { goalDefaults, goals, profiles } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert'>;

/**
 * Several stores' goals of every month a period reaches, each with its store,
 * month and the person's role; only the stores' own (no person) when
 * `storeOnly`. Targets stay NUMERIC text: callers decide what an empty one means.
 */
export function goalsWithin(
  db: Executor,
  dealershipIds: readonly number[],
  range: DateRange,
  { storeOnly = false } = {},
) {
  return db
    .select({
      dealershipId: goals.dealershipId,
      userId: goals.userId,
      month: goals.month,
      unitTarget: goals.unitTarget,
      grossTarget: goals.grossTarget,
      role: profiles.role,
    })
    .from(goals)
    .leftJoin(profiles, eq(profiles.userId, goals.userId))
    .where(
      and(
        inArray(goals.dealershipId, [...dealershipIds]),
        gte(goals.month, monthStartOf(range.start)),
        lt(goals.month, range.end),
        storeOnly ? isNull(goals.userId) : undefined,
      ),
    );
}

/** The months a store has set goals for, latest first, as YYYY-MM. */
export async function goalMonths(db: Executor, dealershipId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: goals.month })
    .from(goals)
    .where(eq(goals.dealershipId, dealershipId))
    .orderBy(desc(goals.month));
  return rows.map((row) => row.month.slice(0, 7));
}

/** Sets a month's goals; a goal already set for the same person and month is replaced. */
export async function saveGoals(
  tx: Executor,
  dealershipId: number,
  monthStart: string,
  targets: { userId: string | null; unitTarget: number; grossTarget?: number | null }[],
  setBy: string,
): Promise<void> {
  for (const goal of targets) {
    const values = {
      unitTarget: String(goal.unitTarget),
      grossTarget:
        goal.grossTarget === undefined || goal.grossTarget === null
          ? null
          : goal.grossTarget.toFixed(2),
      setBy,
      updatedAt: new Date(),
    };
    await tx
      .insert(goals)
      .values({ dealershipId, userId: goal.userId, month: monthStart, ...values })
      .onConflictDoUpdate({
        target: [goals.dealershipId, goals.userId, goals.month],
        set: values,
      });
  }
}

/**
 * The store's goal defaults as last saved before `before` (a day): for a month,
 * the first day of the next, so a save after a month ended never moves it.
 */
export async function goalDefaultsBefore(db: Executor, dealershipId: number, before: string) {
  const [row] = await db
    .select({ savedOn: goalDefaults.savedOn, defaults: goalDefaults.defaults })
    .from(goalDefaults)
    .where(and(eq(goalDefaults.dealershipId, dealershipId), lt(goalDefaults.savedOn, before)))
    .orderBy(desc(goalDefaults.savedOn))
    .limit(1);
  return row;
}

/**
 * Several stores' goal default versions that months ending on `firstEnd`
 * through `lastEnd` (each the first day of the next month) are measured
 * against: the one in force when the first month ended and every one saved
 * after it until the last month ended, newest first. One query, whatever the
 * stores: the versions before the one in force are never read.
 */
export function goalDefaultsThrough(
  db: Executor,
  dealershipIds: readonly number[],
  firstEnd: string,
  lastEnd: string,
) {
  const inForce = sql`coalesce((
    select max(earlier.saved_on) from ${goalDefaults} as earlier
    where earlier.dealership_id = ${goalDefaults.dealershipId} and earlier.saved_on < ${firstEnd}
  ), '-infinity'::date)`;
  return db
    .select({
      dealershipId: goalDefaults.dealershipId,
      savedOn: goalDefaults.savedOn,
      defaults: goalDefaults.defaults,
    })
    .from(goalDefaults)
    .where(
      and(
        inArray(goalDefaults.dealershipId, [...dealershipIds]),
        lt(goalDefaults.savedOn, lastEnd),
        gte(goalDefaults.savedOn, inForce),
      ),
    )
    .orderBy(desc(goalDefaults.savedOn));
}

/** Saves the store's goal defaults as of its day `savedOn`; a second save that day replaces the first. */
export async function saveGoalDefaults(
  tx: Executor,
  dealershipId: number,
  savedOn: string,
  defaults: GoalDefaults,
  setBy: string,
): Promise<void> {
  await tx
    .insert(goalDefaults)
    .values({ dealershipId, savedOn, defaults, setBy })
    .onConflictDoUpdate({
      target: [goalDefaults.dealershipId, goalDefaults.savedOn],
      set: { defaults, setBy, createdAt: new Date() },
    });
}
