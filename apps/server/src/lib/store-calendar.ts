import { eq } from 'drizzle-orm';
import type { Clock } from '@das/shared/clock';
import { todayIn } from '@das/shared/periods';
import type { Database } from '../db/client';
import { dealerships } from '../db/schema';

/** "Today" at a store by the one clock: its own calendar day, in its own time zone. */
export async function storeToday(
  db: Pick<Database, 'select'>,
  clock: Clock,
  dealershipId: number,
): Promise<string> {
  const [store] = await db
    .select({ timeZone: dealerships.timeZone })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return todayIn(store?.timeZone ?? 'UTC', clock.now());
}
