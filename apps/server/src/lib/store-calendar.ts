import { eq } from 'drizzle-orm';
import type { Clock } from '@das/shared/clock';
import type { FieldIssue } from '@das/shared/errors';
import { addDays, resolvePeriod, todayIn, type PeriodSpec } from '@das/shared/periods';
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

/**
 * The days a list asks for: a named `period` of the store's calendar, or
 * `from`/`to` (both days included, either open); none means every day.
 */
export async function requestedDays(
  db: Pick<Database, 'select'>,
  clock: Clock,
  dealershipId: number,
  query: { period?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<{ start: string; end: string } | undefined> {
  if (query.period) {
    const today = await storeToday(db, clock, dealershipId);
    return resolvePeriod(query.period as PeriodSpec, today);
  }
  if (!query.from && !query.to) return undefined;
  return {
    start: query.from ?? '0001-01-01',
    end: query.to ? addDays(query.to, 1) : '9999-12-31',
  };
}
