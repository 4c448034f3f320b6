import type { Clock } from '@das/shared/clock';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { deleteStoreEventsBefore } from '../store-events/store-events.repository';
import { deleteRecordsBefore, RECORD_KINDS } from './platform-records.repository';

/** Rows per delete: each is a short transaction, so writers of new records never wait long. */
export const RETENTION_BATCH = 1000;
const DAY_MS = 86_400_000;
/**
 * A store's live events are kept a day (ADR 027): long enough for a screen that
 * lost its connection to catch up; one away longer refetches everything.
 */
export const STORE_EVENTS_KEPT_MS = DAY_MS;
/** The first pass waits for the start to settle (migrations, demo seed, first requests). */
const FIRST_PASS_DELAY_MS = 60_000;

interface RetentionDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  retentionDays: Env['retentionDays'];
}

/**
 * One pass of ADR 021's retention: every kind of record older than its
 * setting (and every store event older than a day) is deleted, a batch at a time, with a pause between batches.
 * Several servers may run it at once: a record is deleted once whoever gets it.
 */
export async function removeExpiredRecords(
  { db, clock, logger, retentionDays }: RetentionDeps,
  batch = RETENTION_BATCH,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const inBatches = async (remove: (batch: number) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const deleted = await remove(batch);
      total += deleted;
      if (deleted < batch) return total;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const now = clock.now().getTime();
  for (const kind of RECORD_KINDS) {
    const before = new Date(now - retentionDays[kind] * DAY_MS);
    removed[kind] = await inBatches((n) => deleteRecordsBefore(db, kind, before, n));
  }
  const eventsBefore = new Date(now - STORE_EVENTS_KEPT_MS);
  removed.storeEvents = await inBatches((n) => deleteStoreEventsBefore(db, eventsBefore, n));
  logger.info('records retention', { removed });
  return removed;
}

/** Runs the pass a minute after start and then daily, until stopped. */
export function startRecordsRetention(deps: RetentionDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = removeExpiredRecords(deps).catch((error: unknown) =>
      deps.logger.error('records retention failed', { error }),
    );
  };
  const first = setTimeout(pass, FIRST_PASS_DELAY_MS);
  const daily = setInterval(pass, DAY_MS);
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
