import { asc } from 'drizzle-orm';
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
