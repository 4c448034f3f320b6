import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Clock } from '@das/shared/clock';
import type { FieldIssue } from '@das/shared/errors';
import { addDays, resolvePeriod, todayIn, type PeriodSpec } from '@das/shared/periods';
import { fieldIssue } from '@das/shared/validation';
import type { Database } from '../db/client';
import { dealerships } from '../db/schema';
import type { AppEnv } from './app-env';

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
 * "Today" at a store for a request: the caller's own store's time zone came with
 * the session check, so only another store costs a query.
 */
export async function requestToday(c: Context<AppEnv>, dealershipId: number): Promise<string> {
  const own = c.get('ownStore');
  if (own?.id === dealershipId) return todayIn(own.timeZone, c.var.clock.now());
  return storeToday(c.var.db, c.var.clock, dealershipId);
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
  c: Context<AppEnv>,
  dealershipId: number,
  query: { period?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<{ start: string; end: string } | undefined> {
  if (query.period) {
    const today = await requestToday(c, dealershipId);
    return resolvePeriod(query.period as PeriodSpec, today);
  }
  if (!query.from && !query.to) return undefined;
  return {
    start: query.from ?? '0001-01-01',
    end: query.to ? addDays(query.to, 1) : '9999-12-31',
  };
}
