import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionListQuery } from '@das/shared/schemas/platform-subscriptions';
import type { Database } from '../../db/client';
import { dealerGroups, dealerships, subscriptions, users } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { utcText } from '../../lib/utc-sql';

type Executor = Pick<Database, 'select' | 'update'>;

/** The (created at, id) of the row a page starts after, the time to the microsecond. */
export interface Cursor {
  at: string;
  id: string;
}

const tenantName = sql<string>`coalesce(${dealerships.name}, ${dealerGroups.name}, '')`;

/** A subscription as the panel shows it, with its tenant's name and subscriber. */
const COLUMNS = {
  id: subscriptions.id,
  plan: subscriptions.plan,
  status: subscriptions.status,
  tenantName,
  dealershipId: subscriptions.dealershipId,
  dealerGroupId: subscriptions.dealerGroupId,
  subscriberEmail: users.email,
  locations: subscriptions.locations,
  monthlyPrice: subscriptions.monthlyPrice,
  pricePerLocation: sql<string>`round(${subscriptions.monthlyPrice} / ${subscriptions.locations}, 2)::text`,
  trialEndsAt: utcText(subscriptions.trialEndsAt),
  cancelsOn: subscriptions.cancelsOn,
  createdAt: utcText(subscriptions.createdAt),
};

/**
 * A subscription belongs to the demo when the person who signed up does (a
 * sign-up on a demo server is the demo's): a demo account manages those only,
 * a real account the rest (the demo is a sandbox).
 */
const demoScope = (isDemo: boolean) => eq(users.isDemo, isDemo);

function selectSubscriptions(db: Executor) {
  return db
    .select(COLUMNS)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.subscriberId))
    .leftJoin(dealerships, eq(dealerships.id, subscriptions.dealershipId))
    .leftJoin(dealerGroups, eq(dealerGroups.id, subscriptions.dealerGroupId));
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscription>> & {};

/** One page, newest first; reads one row more than it shows to know whether another follows. */
export async function listSubscriptions(
  db: Executor,
  filter: Omit<SubscriptionListQuery, 'after' | 'limit'>,
  isDemo: boolean,
  page: { after?: Cursor | undefined; limit: number },
) {
  const conditions: (SQL | undefined)[] = [demoScope(isDemo)];
  if (filter.status) conditions.push(eq(subscriptions.status, filter.status));
  if (filter.plan) conditions.push(eq(subscriptions.plan, filter.plan));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(sql`${dealerships.name} ilike ${pattern}`, sql`${dealerGroups.name} ilike ${pattern}`),
    );
  }
  if (page.after) {
    conditions.push(
      sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  const rows = await selectSubscriptions(db)
    .where(and(...conditions))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > page.limit && last ? { at: last.createdAt, id: last.id } : null,
  };
}

/** One subscription within the caller's demo scope, locked for a change when `forUpdate`. */
export async function findSubscription(
  db: Executor,
  id: string,
  isDemo: boolean,
  forUpdate = false,
) {
  const query = selectSubscriptions(db).where(and(eq(subscriptions.id, id), demoScope(isDemo)));
  const [row] = await (forUpdate ? query.for('update', { of: subscriptions }) : query);
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  change: Partial<Pick<typeof subscriptions.$inferInsert, 'status' | 'trialEndsAt' | 'cancelsOn'>>,
) {
  await db.update(subscriptions).set(change).where(eq(subscriptions.id, id));
}

/**
 * The stores a subscription covers and what each would be billed a month:
 * its price shared equally between the locations it pays for, to the cent in
 * NUMERIC (no float ever holds the money).
 */
export function billedStores(db: Executor, subscription: { id: string }) {
  return db
    .select({
      dealershipId: dealerships.id,
      name: dealerships.name,
      monthly: COLUMNS.pricePerLocation,
    })
    .from(subscriptions)
    .innerJoin(
      dealerships,
      or(
        eq(dealerships.id, subscriptions.dealershipId),
        eq(dealerships.dealerGroupId, subscriptions.dealerGroupId),
      ),
    )
    .where(eq(subscriptions.id, subscription.id))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
}

/**
 * When the caller's tenant stopped being allowed to write (ADR 025), or null:
 * every subscription covering their store (its own, or its group's) or their
 * group has lapsed — a trial past its end, or a cancellation past its day.
 * A tenant with no subscription at all (the seeded demo, older tenants) is
 * never read-only, nor is one with any subscription in good standing.
 */
export async function readOnlySince(
  db: Executor,
  tenant: { dealershipId: number | null; dealerGroupId: number | null },
  now: Date,
  today: string,
): Promise<string | null> {
  const lapsedAt = sql`case
    when ${subscriptions.status} = 'trialing' and ${subscriptions.trialEndsAt} <= ${now.toISOString()}::timestamptz
      then ${subscriptions.trialEndsAt}
    when ${subscriptions.status} = 'canceled' and ${subscriptions.cancelsOn} <= ${today}::date
      then (${subscriptions.cancelsOn}::timestamp at time zone 'UTC')
    end`;
  const [row] = await db
    .select({
      since: sql<
        string | null
      >`case when bool_and(${lapsedAt} is not null) then to_char(max(${lapsedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end`,
    })
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.dealershipId, tenant.dealershipId ?? -1),
        eq(subscriptions.dealerGroupId, tenant.dealerGroupId ?? -1),
        sql`${subscriptions.dealerGroupId} = (select ${dealerships.dealerGroupId} from ${dealerships} where ${dealerships.id} = ${tenant.dealershipId ?? -1})`,
      ),
    );
  return row?.since ?? null;
}
