import { monthStartOf, shiftMonth, type DateRange } from '@das/shared/periods';
import { and, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { GoalDefaults } from '@das/shared/schemas/store-defaults';
import { goalDefaults, goals, profiles } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert'>;

/**
 * A store's goals for a month, its own (no person) among them, with each
 * person's role. Targets stay NUMERIC text: callers decide what an empty one means.
 */
export function monthGoals(db: Executor, dealershipId: number, monthStart: string) {
  return goalsWithin(db, dealershipId, {
    start: monthStart,
    end: `${shiftMonth(monthStart.slice(0, 7), 1)}-01`,
  });
}

/** A store's goals of every month a period reaches, each with its month and the person's role. */
export function goalsWithin(db: Executor, dealershipId: number, range: DateRange) {
  return db
    .select({
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
        eq(goals.dealershipId, dealershipId),
        gte(goals.month, monthStartOf(range.start)),
        lt(goals.month, range.end),
      ),
    );
}

/** One goal for a month: a person's, or the store's own when `userId` is null. */
export async function monthGoal(
  db: Executor,
  dealershipId: number,
  userId: string | null,
  monthStart: string,
) {
  const [goal] = await db
    .select({ unitTarget: goals.unitTarget, grossTarget: goals.grossTarget })
    .from(goals)
    .where(
      and(
        eq(goals.dealershipId, dealershipId),
        userId === null ? isNull(goals.userId) : eq(goals.userId, userId),
        eq(goals.month, monthStart),
      ),
    );
  return goal;
}

/** Several stores' own unit goals for a month (a store without one is absent), by store id. */
export async function storeUnitGoals(
  db: Executor,
  dealershipIds: number[],
  monthStart: string,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ dealershipId: goals.dealershipId, unitTarget: goals.unitTarget })
    .from(goals)
    .where(
      and(
        inArray(goals.dealershipId, dealershipIds),
        isNull(goals.userId),
        eq(goals.month, monthStart),
      ),
    );
  return new Map(rows.map((row) => [row.dealershipId, Number(row.unitTarget)]));
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
