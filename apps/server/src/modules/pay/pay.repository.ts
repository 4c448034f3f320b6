import { and, asc, eq, sql } from 'drizzle-orm';
import { payKindOf } from '@das/shared/pay-plans';
import { ROLES } from '@das/shared/roles';
import type { PayPlanKind } from '@das/shared/schemas/pay';
import { LOCK_SPACE, lockUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { payPlans, profiles } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
type StoredPlan = (typeof payPlans.$inferSelect)['plan'];

/** Every version of a person's plan of one kind; the caller picks the one in force. */
export function planVersions(db: Executor, userId: string, kind: PayPlanKind) {
  return db
    .select({ effectiveFrom: payPlans.effectiveFrom, plan: payPlans.plan })
    .from(payPlans)
    .where(and(eq(payPlans.userId, userId), eq(payPlans.kind, kind)));
}

/**
 * Writes the version of a plan that takes effect on `effectiveFrom`, replacing
 * one already set for that day. Answers the plan it replaced, if any.
 */
export async function savePlanVersion(
  tx: Executor,
  version: {
    userId: string;
    dealershipId: number;
    kind: PayPlanKind;
    effectiveFrom: string;
    plan: StoredPlan;
    createdBy: string;
  },
): Promise<StoredPlan | null> {
  const { userId, kind, effectiveFrom, plan, createdBy } = version;
  // Two first saves at once would both find no version and both insert one.
  await lockUntilCommit(tx, LOCK_SPACE.payPlan, userId);
  const [existing] = await tx
    .select({ id: payPlans.id, plan: payPlans.plan })
    .from(payPlans)
    .where(
      and(
        eq(payPlans.userId, userId),
        eq(payPlans.kind, kind),
        eq(payPlans.effectiveFrom, effectiveFrom),
      ),
    );
  if (existing) {
    await tx.update(payPlans).set({ plan, createdBy }).where(eq(payPlans.id, existing.id));
  } else {
    await tx.insert(payPlans).values(version);
  }
  return existing?.plan ?? null;
}

/**
 * A store's active people who are paid on a plan (their role has a kind) but
 * have none in force on `day`: pay falls back to the default plan for them.
 */
export async function peopleWithoutPlan(db: Executor, dealershipId: number, day: string) {
  // The role's plan kind as payKindOf says, written out as SQL.
  const whens = ROLES.flatMap((role) => {
    const kind = payKindOf(role);
    return kind ? [sql`when ${role} then ${kind}`] : [];
  });
  const kind = sql`(case ${profiles.role} ${sql.join(whens, sql` `)} end)`;
  return db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        eq(profiles.isActive, true),
        sql`${kind} is not null`,
        sql`not exists (select 1 from ${payPlans} where ${payPlans.userId} = ${profiles.userId}
          and ${payPlans.kind} = ${kind} and ${payPlans.effectiveFrom} <= ${day})`,
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName));
}
