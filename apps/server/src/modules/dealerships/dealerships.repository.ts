import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Database } from '../../db/client';
import { dealerships } from '../../db/schema';
import { dealershipVisibility } from '../../lib/tenant-scope';

export function listVisibleDealerships(db: Database, user: SessionUser) {
  return db
    .select({
      id: dealerships.id,
      name: dealerships.name,
      city: dealerships.city,
      state: dealerships.state,
      dealerGroupId: dealerships.dealerGroupId,
    })
    .from(dealerships)
    .where(dealershipVisibility(user))
    .orderBy(asc(dealerships.name));
}

/** Every store of the dealer group a store belongs to; none when it has no group. */
export async function storesOfGroupOf(db: Database, dealershipId: number): Promise<number[]> {
  const [store] = await db
    .select({ groupId: dealerships.dealerGroupId })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  if (!store?.groupId) return [];
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.dealerGroupId, store.groupId));
  return rows.map((row) => row.id);
}
