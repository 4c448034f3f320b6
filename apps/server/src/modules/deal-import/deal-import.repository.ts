import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chargebacks, dealImportBatches, deals, profiles } from '../../db/schema';
import type { DealershipScope } from '../../lib/tenant-scope';

/** SQL of the deal import (ADR 032), tenant first: every read takes the store or the scope. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type DealRow = typeof deals.$inferInsert;

/**
 * The deals of a store that a file's rows repeat: the same deal number, or the
 * same stock number (case and spaces aside) on the same day. The file's keys
 * travel as one JSON parameter, so 10,000 rows are one statement.
 */
export async function existingDuplicates(
  db: Executor,
  dealershipId: number,
  keys: { dealNumbers: string[]; stockDays: { stock: string; day: string }[] },
): Promise<{ dealNumber: string; stock: string; day: string }[]> {
  if (keys.dealNumbers.length === 0 && keys.stockDays.length === 0) return [];
  const rows = await db
    .select({
      dealNumber: deals.dealNumber,
      stock: sql<string>`upper(trim(${deals.stockNumber}))`,
      day: deals.dealDate,
    })
    .from(deals)
    .where(
      and(
        eq(deals.dealershipId, dealershipId),
        sql`(${deals.dealNumber} in (select value from jsonb_array_elements_text(${JSON.stringify(keys.dealNumbers)}::jsonb))
          or (upper(trim(${deals.stockNumber})), ${deals.dealDate}) in
            (select s, d from jsonb_to_recordset(${JSON.stringify(keys.stockDays.map(({ stock, day }) => ({ s: stock, d: day })))}::jsonb) as k(s text, d date)))`,
      ),
    );
  return rows;
}

export async function insertBatch(
  tx: Executor,
  batch: typeof dealImportBatches.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(dealImportBatches).values(batch).returning({
    id: dealImportBatches.id,
  });
  if (!row) throw new Error('import batch was not created');
  return row.id;
}

/**
 * Rows per INSERT: the deal summaries follow the deals by statement triggers
 * (ADR 017), so a few large statements keep them right at a fraction of the
 * cost of one statement per deal; 500 rows stay well under PostgreSQL's
 * 65,535 parameters.
 */
export const INSERT_CHUNK = 500;

/** The written deals' ids, with the day and stock a record's chargebacks find them by. */
export async function insertDeals(
  tx: Executor,
  rows: DealRow[],
): Promise<{ id: string; dealDate: string; stockNumber: string; fiManagerId: string | null }[]> {
  if (rows.length === 0) return [];
  return tx.insert(deals).values(rows).returning({
    id: deals.id,
    dealDate: deals.dealDate,
    stockNumber: deals.stockNumber,
    fiManagerId: deals.fiManagerId,
  });
}

export async function insertChargebacks(
  tx: Executor,
  rows: (typeof chargebacks.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(chargebacks).values(rows);
}

/**
 * The batch's own columns, qualified: drizzle leaves a one-table select's columns
 * bare, and inside the subqueries below a bare "id" would be the inner table's.
 */
const outer = (column: 'id' | 'created_by') =>
  sql`${sql.identifier('deal_import_batches')}.${sql.identifier(column)}`;
const creator = sql<
  string | null
>`(select nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') from ${profiles} p where p.user_id = ${outer('created_by')})`;

const batchSelection = {
  id: dealImportBatches.id,
  dealershipId: dealImportBatches.dealershipId,
  fileName: dealImportBatches.fileName,
  createdAt: dealImportBatches.createdAt,
  createdByName: creator,
  dealCount: dealImportBatches.dealCount,
  skippedCount: dealImportBatches.skippedCount,
  undoneAt: dealImportBatches.undoneAt,
  /** Its deals still there and never changed since they were written. */
  untouched: sql<number>`(select count(*)::int from ${deals} d where d.import_batch_id = ${outer('id')} and d.updated_at = d.created_at)`,
};

export type BatchRow = {
  id: string;
  dealershipId: number;
  fileName: string;
  createdAt: Date;
  createdByName: string | null;
  dealCount: number;
  skippedCount: number;
  undoneAt: Date | null;
  untouched: number;
};

/** A store's imports since a moment, newest first. */
export function listBatches(
  db: Executor,
  dealershipId: number,
  since: Date,
  limit: number,
): Promise<BatchRow[]> {
  return db
    .select(batchSelection)
    .from(dealImportBatches)
    .where(
      and(
        eq(dealImportBatches.dealershipId, dealershipId),
        gte(dealImportBatches.createdAt, since),
      ),
    )
    .orderBy(desc(dealImportBatches.createdAt))
    .limit(limit);
}

/** One import within the caller's scope; another tenant's is simply not found. */
export async function findBatch(
  db: Executor,
  scope: DealershipScope,
  id: string,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select(batchSelection)
    .from(dealImportBatches)
    .where(and(eq(dealImportBatches.id, id), inArray(dealImportBatches.dealershipId, scope.ids)));
  return row;
}

/**
 * Removes an import's deals in one statement, only those never changed, and
 * answers how many went. A deal changed meanwhile (its update waits for this
 * statement's lock, or ran first) is left and counted out, so the caller sees
 * the shortfall and rolls back.
 */
export async function removeUntouchedDeals(tx: Executor, batchId: string): Promise<number> {
  const removed = await tx
    .delete(deals)
    .where(and(eq(deals.importBatchId, batchId), sql`${deals.updatedAt} = ${deals.createdAt}`))
    .returning({ id: deals.id });
  return removed.length;
}

/** Marks an import undone, once: false when another undo came first. */
export async function markUndone(
  tx: Executor,
  batchId: string,
  by: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(dealImportBatches)
    .set({ undoneAt: at, undoneBy: by })
    .where(and(eq(dealImportBatches.id, batchId), isNull(dealImportBatches.undoneAt)))
    .returning({ id: dealImportBatches.id });
  return rows.length === 1;
}
