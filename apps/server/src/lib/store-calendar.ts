import { eq } from 'drizzle-orm';
import { todayIn } from '@das/shared/periods';
import type { Database } from '../db/client';
import { dealerships } from '../db/schema';

/** "Today" at a store: its own calendar day, in its own time zone. */
export async function storeToday(
  db: Pick<Database, 'select'>,
  dealershipId: number,
  now = new Date(),
): Promise<string> {
  const [store] = await db
    .select({ timeZone: dealerships.timeZone })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return todayIn(store?.timeZone ?? 'UTC', now);
}
