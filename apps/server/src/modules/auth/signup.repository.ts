import { desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@das/shared/languages';
import type { Role } from '@das/shared/roles';
import type { UsState } from '@das/shared/schemas/signup';
import type { TrialTerms } from '@das/shared/subscription-plans';
import { US_STATES } from '@das/shared/schemas/signup';
import type { Database } from '../../db/client';
import {
  accounts,
  dealerGroups,
  dealerships,
  profiles,
  subscriptions,
  userPreferences,
  users,
} from '../../db/schema';
import { accountName } from '../../lib/account-name';

/**
 * The rows each sign-up creates, each set in ONE transaction: the business, its
 * admin with a password and a profile, and the trial subscription, all or
 * nothing. The subscription is written last, so a failure anywhere undoes it all.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** Signed up on a demo server: the account and its business belong to the demo. */
  isDemo: boolean;
  /** The language they signed up in, saved as their own (ADR 022). */
  language: LanguageCode | undefined;
}

export interface NewStore {
  name: string;
  city: string;
  state: UsState;
  timeZone?: string;
  brands?: string[];
}

export interface CreatedSignup {
  userId: string;
  dealershipIds: number[];
  dealerGroupId: number | null;
  subscriptionId: string;
}

type Workplace = { dealershipId: number } | { dealerGroupId: number };

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`sign-up: the ${what} row was not created`);
  return row;
}

async function insertAdmin(
  tx: Transaction,
  admin: NewAdmin,
  role: Role,
  workplace: Workplace,
): Promise<string> {
  const name = accountName(admin.firstName, admin.lastName);
  const user = first(
    await tx
      .insert(users)
      .values({ name, email: admin.email, isDemo: admin.isDemo })
      .returning({ id: users.id }),
    'user',
  );
  await tx.insert(accounts).values({
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: admin.passwordHash,
  });
  await tx.insert(profiles).values({
    userId: user.id,
    role,
    firstName: admin.firstName,
    lastName: admin.lastName,
    ...workplace,
  });
  if (admin.language) {
    await tx.insert(userPreferences).values({ userId: user.id, language: admin.language });
  }
  return user.id;
}

async function insertSubscription(
  tx: Transaction,
  subscriberId: string,
  coverage: Workplace,
  terms: TrialTerms,
): Promise<string> {
  const row = first(
    await tx
      .insert(subscriptions)
      .values({
        plan: terms.plan,
        status: 'trialing',
        subscriberId,
        ...coverage,
        locations: terms.locations,
        monthlyPrice: terms.monthlyPrice,
        trialEndsAt: terms.trialEndsAt,
      })
      .returning({ id: subscriptions.id }),
    'subscription',
  );
  return row.id;
}

/** New stores, at sign-up or when a group admin adds one; their time zone follows their state. */
export async function insertStores(
  tx: Transaction,
  stores: NewStore[],
  dealerGroupId: number | null,
  isDemo: boolean,
): Promise<number[]> {
  const rows = await tx
    .insert(dealerships)
    .values(
      stores.map((store) => ({
        kind: 'store' as const,
        dealerGroupId,
        name: store.name,
        city: store.city,
        state: store.state,
        timeZone: store.timeZone ?? US_STATES[store.state],
        brands: store.brands ?? [],
        isDemo,
      })),
    )
    .returning({ id: dealerships.id });
  if (rows.length !== stores.length) throw new Error('sign-up: not every store was created');
  return rows.map((row) => row.id);
}

/** A single finance manager's own F&I office, the manager, and a trial. */
export function createSingleFinanceSignup(
  db: Database,
  admin: NewAdmin,
  terms: TrialTerms,
): Promise<CreatedSignup> {
  return db.transaction(async (tx) => {
    const office = first(
      await tx
        .insert(dealerships)
        .values({
          kind: 'single_finance',
          name: `${admin.firstName} ${admin.lastName} — F&I office`.slice(0, 100),
          isDemo: admin.isDemo,
        })
        .returning({ id: dealerships.id }),
      'office',
    );
    const userId = await insertAdmin(tx, admin, 'single_finance_manager', {
      dealershipId: office.id,
    });
    const subscriptionId = await insertSubscription(tx, userId, { dealershipId: office.id }, terms);
    return { userId, dealershipIds: [office.id], dealerGroupId: null, subscriptionId };
  });
}

/** A dealership, its admin, and a trial for one location. */
export function createDealershipSignup(
  db: Database,
  store: NewStore,
  admin: NewAdmin,
  terms: TrialTerms,
): Promise<CreatedSignup> {
  return db.transaction(async (tx) => {
    const [dealershipId] = await insertStores(tx, [store], null, admin.isDemo);
    if (dealershipId === undefined) throw new Error('sign-up: the dealership was not created');
    const userId = await insertAdmin(tx, admin, 'dealership_admin', { dealershipId });
    const subscriptionId = await insertSubscription(tx, userId, { dealershipId }, terms);
    return { userId, dealershipIds: [dealershipId], dealerGroupId: null, subscriptionId };
  });
}

/** A dealer group, its stores, its group admin, and a trial for every store. */
export function createDealerGroupSignup(
  db: Database,
  groupName: string,
  stores: NewStore[],
  admin: NewAdmin,
  terms: TrialTerms,
): Promise<CreatedSignup> {
  return db.transaction(async (tx) => {
    const group = first(
      await tx
        .insert(dealerGroups)
        .values({ name: groupName, isDemo: admin.isDemo })
        .returning({ id: dealerGroups.id }),
      'dealer group',
    );
    const dealershipIds = await insertStores(tx, stores, group.id, admin.isDemo);
    const userId = await insertAdmin(tx, admin, 'dealer_group_admin', {
      dealerGroupId: group.id,
    });
    const subscriptionId = await insertSubscription(tx, userId, { dealerGroupId: group.id }, terms);
    return { userId, dealershipIds, dealerGroupId: group.id, subscriptionId };
  });
}

/**
 * A dealer group's subscription (its latest), or undefined for a group the
 * platform set up. `lock` holds it until the transaction ends, so two stores
 * added at once are counted one after the other.
 */
export async function findGroupSubscription(
  db: Pick<Database, 'select'>,
  dealerGroupId: number,
  { lock = false } = {},
) {
  const query = db
    .select({
      id: subscriptions.id,
      plan: subscriptions.plan,
      status: subscriptions.status,
      locations: subscriptions.locations,
      monthlyPrice: subscriptions.monthlyPrice,
    })
    .from(subscriptions)
    .where(eq(subscriptions.dealerGroupId, dealerGroupId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Bills a subscription for a new number of stores. */
export async function setSubscriptionLocations(
  tx: Transaction,
  subscriptionId: string,
  locations: number,
  monthlyPrice: string,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ locations, monthlyPrice })
    .where(eq(subscriptions.id, subscriptionId));
}
