import { eq } from 'drizzle-orm';
import type { Clock } from '@das/shared/clock';
import type { FieldIssue } from '@das/shared/errors';
import { todayIn } from '@das/shared/periods';
import { fieldIssue } from '@das/shared/validation';
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

/**
 * Days that must not lie after the store's today (a sale or deal is recorded
 * when it happens, never ahead): one `in_future` issue per such field.
 */
export function futureDayIssues(
  days: Record<string, string | null | undefined>,
  today: string,
): FieldIssue[] {
  // ISO days compare as text.
  return Object.entries(days)
    .filter(([, day]) => day && day > today)
    .map(([field]) => fieldIssue(field, 'in_future', { today }));
}
