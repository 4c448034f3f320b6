import { and, asc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { StoreEvent } from '@das/shared/schemas/store-events';
import { LOCK_SPACE, lockUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { storeEvents } from '../../db/schema';
import { utcText } from '../../lib/utc-sql';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

export type StoreChange = Pick<StoreEvent, 'kind' | 'change'> & {
  dealershipId: number;
  entityId: string;
};

/**
 * Notes a change in the writing transaction. The store's writers take turns
 * from here to their commit, so its event ids grow in commit order and a
 * stream that sent id n has sent all of the store's events before n. Call it
 * last in the transaction: the turn is held until the commit.
 */
export async function recordStoreEvent(tx: Executor, change: StoreChange): Promise<void> {
  await lockUntilCommit(tx, LOCK_SPACE.storeEvents, change.dealershipId);
  await tx.insert(storeEvents).values(change);
}

const asEvent = {
  id: storeEvents.id,
  dealership_id: storeEvents.dealershipId,
  kind: storeEvents.kind,
  entity_id: storeEvents.entityId,
  change: storeEvents.change,
  at: utcText(storeEvents.at),
};

/** A store's events after `afterId`, oldest first, at most `limit`. */
export async function storeEventsAfter(
  db: Executor,
  dealershipId: number,
  afterId: number,
  limit: number,
): Promise<StoreEvent[]> {
  const rows = await db
    .select(asEvent)
    .from(storeEvents)
    .where(and(eq(storeEvents.dealershipId, dealershipId), gt(storeEvents.id, afterId)))
    .orderBy(asc(storeEvents.id))
    .limit(limit);
  return rows as StoreEvent[];
}

/** The newest event id of a store, or 0: where a stream without a Last-Event-ID starts. */
export async function latestStoreEventId(db: Executor, dealershipId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(storeEvents.id) })
    .from(storeEvents)
    .where(eq(storeEvents.dealershipId, dealershipId));
  return Number(row?.id ?? 0);
}

/** Whether the store's event `id` is still kept: if not, what followed it may be gone too. */
export async function isStoreEventKept(
  db: Executor,
  dealershipId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: storeEvents.id })
    .from(storeEvents)
    .where(and(eq(storeEvents.id, id), eq(storeEvents.dealershipId, dealershipId)));
  return rows.length > 0;
}

/** Deletes at most `batch` events older than `before`, the oldest first; says how many. */
export async function deleteStoreEventsBefore(
  db: Pick<Database, 'select' | 'delete'>,
  before: Date,
  batch: number,
): Promise<number> {
  const oldest = db
    .select({ id: storeEvents.id })
    .from(storeEvents)
    .where(lt(storeEvents.at, before))
    .orderBy(asc(storeEvents.id))
    .limit(batch);
  const deleted = await db
    .delete(storeEvents)
    .where(inArray(storeEvents.id, oldest))
    .returning({ id: storeEvents.id });
  return deleted.length;
}
