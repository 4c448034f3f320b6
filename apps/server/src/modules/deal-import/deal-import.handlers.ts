import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { FINANCE_ROLES } from '@das/shared/roles';
import type { ErrorBody } from '@das/shared/errors';
import type { RecordChargebackLine } from '@das/shared/my-record';
import {
  DEAL_IMPORT_LIMITS,
  dealImportOptionsSchema,
  type DealImportBatch,
} from '@das/shared/schemas/deal-import';
import { fieldIssue, toFieldIssues } from '@das/shared/validation';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { requestToday } from '../../lib/store-calendar';
import {
  resolveDealershipScope,
  resolveOneDealership,
  resolveWriteDealership,
} from '../../lib/tenant-scope';
import { listStaff } from '../dealerships/staff.repository';
import { toDealRow } from '../deals/deal-input';
import { nextDealNumber } from '../deals/deals.repository';
import { recordStoreEvent } from '../store-events/store-events.repository';
import {
  checkImport,
  duplicateKeys,
  optionIssues,
  previewOf,
  type CheckedImport,
  type StaffPerson,
} from './check-import';
import * as repository from './deal-import.repository';
import { readDealFile } from './read-deal-file';
import type * as routes from './deal-import.routes';

type Handler<R extends Exclude<keyof typeof routes, 'DEAL_IMPORT_UPLOADS'>> = RouteHandler<
  (typeof routes)[R],
  AppEnv
>;
type Reader = Parameters<typeof repository.existingDuplicates>[0];

const HOUR_MS = 3_600_000;

/** The upload read and checked as far as it can be without the store: the file and the options. */
async function readUpload(c: Context<AppEnv>, form: { file: File; options?: string | undefined }) {
  let raw: unknown = {};
  if (form.options) {
    try {
      raw = JSON.parse(form.options);
    } catch {
      throw validationError([fieldIssue('options', 'invalid_format', { format: 'json' })]);
    }
  }
  const parsed = dealImportOptionsSchema.safeParse(raw);
  if (!parsed.success) throw validationError(toFieldIssues(parsed.error, 'options'));
  if (form.file.size > DEAL_IMPORT_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { maxBytes: DEAL_IMPORT_LIMITS.maxBytes });
  }
  const file = await readDealFile(new Uint8Array(await form.file.arrayBuffer()));
  const options = parsed.data;
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, options.dealership_id);
  const staff: StaffPerson[] = (await listStaff(c.var.db, dealershipId)).map((person) => ({
    id: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
  }));
  const issues = optionIssues(file, options, staff);
  if (issues.length > 0) throw validationError(issues);
  return {
    file,
    fileName: (form.file.name || 'upload').slice(0, 200),
    options,
    dealershipId,
    staff,
    today: await requestToday(c, dealershipId),
    // As `POST /deals`: a finance manager's deal is theirs unless the file names its F&I manager.
    defaultFiManagerId: FINANCE_ROLES.includes(c.var.user.role) ? c.var.user.id : null,
  };
}

type Upload = Awaited<ReturnType<typeof readUpload>>;

async function check(db: Reader, upload: Upload): Promise<CheckedImport> {
  const existing = await repository.existingDuplicates(
    db,
    upload.dealershipId,
    duplicateKeys(upload.file, upload.options, upload.today),
  );
  return checkImport(upload.file, upload.options, { ...upload, existing });
}

/** Why a checked file cannot be written as asked, or undefined when it can. */
function refusal(checked: CheckedImport, skipInvalid: boolean): AppError | undefined {
  if (checked.mappingProblems.length > 0) {
    return validationError(
      checked.mappingProblems.map((problem) => fieldIssue(problem.field, 'required')),
    );
  }
  const bad = checked.rows.filter((row) => row.deal === null);
  if (bad.length > 0 && !skipInvalid) {
    return new AppError(
      'VALIDATION_ERROR',
      `Validation failed: ${bad.length} rows have problems; nothing was imported`,
      { rows: bad.slice(0, DEAL_IMPORT_LIMITS.listed).map((row) => row.row) },
    );
  }
  if (!checked.rows.some((row) => row.chosen)) {
    return validationError([fieldIssue('file', 'too_few_items', { minimum: 1 })]);
  }
  return undefined;
}

export const preview: Handler<'previewImport'> = async (c) => {
  const upload = await readUpload(c, c.req.valid('form'));
  const checked = await check(c.var.db, upload);
  return c.json(
    previewOf(upload.file, upload.fileName, upload.dealershipId, checked, upload.staff),
    200,
  );
};

const toBatch = (row: repository.BatchRow, now: Date): DealImportBatch => {
  const until = new Date(row.createdAt.getTime() + DEAL_IMPORT_LIMITS.undoHours * HOUR_MS);
  return {
    id: row.id,
    dealership_id: row.dealershipId,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
    deals: row.dealCount,
    skipped: row.skippedCount,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undo_until: until.toISOString(),
    undoable: row.undoneAt === null && now < until && row.untouched === row.dealCount,
  };
};

/** What a failure inside the streamed answer says: the same envelope as any error answer. */
function errorLine(c: Context<AppEnv>, error: unknown): ErrorBody {
  let known = error;
  if (isUniqueViolation(error, 'deals_dealershipId_dealNumber_unique')) {
    known = validationError([fieldIssue('deal_number', 'already_used')]);
  }
  if (known instanceof AppError) {
    return {
      error: {
        code: known.code,
        message: known.message,
        ...(known.details === undefined ? {} : { details: known.details }),
      },
    };
  }
  c.var.logger.error('deal import failed', { error });
  return { error: { code: 'UNKNOWN_ERROR', message: 'Service temporarily unavailable' } };
}

/**
 * A record's chargebacks on the deals just written (ADR 033), each found by its
 * deal's stock number and day (the duplicate key, which a renumbered deal keeps),
 * taken from the deal's F&I manager as recorded. One whose deal was left out is
 * left out with it.
 */
function recordChargebacks(
  lines: readonly RecordChargebackLine[],
  written: Awaited<ReturnType<typeof repository.insertDeals>>,
  by: { dealershipId: number; recordedBy: string },
) {
  const key = (stock: string, day: string) => `${stock.trim().toUpperCase()}|${day}`;
  const dealOf = new Map(written.map((deal) => [key(deal.stockNumber, deal.dealDate), deal]));
  return lines.flatMap((line) => {
    const deal = dealOf.get(key(line.stockNumber, line.dealDate));
    if (!deal) return [];
    return [
      {
        dealershipId: by.dealershipId,
        dealId: deal.id,
        product: line.product,
        amount: line.amount,
        chargebackDate: line.chargebackDate,
        fiManagerId: deal.fiManagerId,
        recordedBy: by.recordedBy,
      },
    ];
  });
}

/**
 * The import: the file is read and checked before anything is sent, so a file
 * that cannot be imported is an ordinary 400. Then the answer streams while one
 * transaction checks again under the store's deal-number lock and writes the
 * deals in statements of INSERT_CHUNK rows, a progress line after each; the
 * last line is the batch, or the error that rolled everything back.
 */
export const run: Handler<'runImport'> = async (c) => {
  const upload = await readUpload(c, c.req.valid('form'));
  const { dealershipId, options } = upload;
  const first = refusal(await check(c.var.db, upload), options.skip_invalid);
  if (first) throw first;

  const user = c.var.user;
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  return stream(c, async (out) => {
    const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
    try {
      const total = upload.file.rows.length;
      await line({ phase: 'checking', done: 0, total });
      const now = c.var.clock.now();
      const batchId = await c.var.db.transaction(async (tx) => {
        // The store's deal numbers take turns from here to the commit (the deal-number race fix).
        const next = Number(await nextDealNumber(tx, dealershipId));
        const checked = await check(tx, upload);
        const refused = refusal(checked, options.skip_invalid);
        if (refused) throw refused;
        const chosen = checked.rows.filter((row) => row.chosen);
        await line({ phase: 'writing', done: 0, total: chosen.length });

        const kept = chosen
          .map((row) => (row.renumber ? '' : (row.deal?.deal_number ?? '')))
          .filter((number) => /^[0-9]{1,15}$/.test(number))
          .map(Number);
        let number = Math.max(next, ...kept.map((kept) => kept + 1));
        const id = await repository.insertBatch(tx, {
          dealershipId,
          createdBy: user.id,
          createdAt: now,
          fileName: upload.fileName,
          dealCount: chosen.length,
          skippedCount: checked.rows.length - chosen.length,
        });
        const rows = chosen.map(({ deal, renumber }) => {
          const given = renumber ? '' : (deal!.deal_number ?? '');
          const dealNumber = given || String(number++);
          // A funded deal without its funded day is taken as funded the day it was sold.
          const row = toDealRow({ ...deal!, sale_id: null }, deal!.deal_date);
          // Logged on the day it was sold, not now: the showroom board's feed of the newest
          // deals and the dashboards' recent deals would otherwise lead with a year-old deal.
          const logged = new Date(
            Math.min(now.getTime(), Date.parse(`${deal!.deal_date}T12:00:00Z`)),
          );
          return {
            ...row,
            dealershipId,
            dealNumber,
            dealDate: deal!.deal_date,
            createdBy: user.id,
            createdAt: logged,
            updatedAt: logged,
            importBatchId: id,
          };
        });
        const written: Awaited<ReturnType<typeof repository.insertDeals>> = [];
        for (let start = 0; start < rows.length; start += repository.INSERT_CHUNK) {
          written.push(
            ...(await repository.insertDeals(
              tx,
              rows.slice(start, start + repository.INSERT_CHUNK),
            )),
          );
          await line({
            phase: 'writing',
            done: Math.min(start + repository.INSERT_CHUNK, rows.length),
            total: rows.length,
          });
        }
        const chargebacks = recordChargebacks(upload.file.chargebacks, written, {
          dealershipId,
          recordedBy: user.id,
        });
        await repository.insertChargebacks(tx, chargebacks);
        await recordAudit(tx, c, {
          operation: 'deal.import',
          entityType: 'deal_import',
          entityId: id,
          dealershipId,
          after: {
            file_name: upload.fileName,
            deals: rows.length,
            rows: checked.rows.length,
            duplicates: checked.rows.filter((row) => row.duplicate).length,
            duplicate_choice: options.duplicates,
            left_out_with_problems: checked.rows.filter((row) => row.deal === null).length,
            chargebacks: chargebacks.length,
          },
        });
        await recordStoreEvent(tx, {
          dealershipId,
          kind: 'deal',
          entityId: id,
          change: 'created',
        });
        return id;
      });
      await c.var.storeEvents.announce(dealershipId);
      const batch = await repository.findBatch(c.var.db, { ids: [dealershipId] }, batchId);
      await line({ result: toBatch(batch!, c.var.clock.now()) });
    } catch (error) {
      await line(errorLine(c, error));
    }
  }) as never;
};

export const list: Handler<'listImports'> = async (c) => {
  const dealershipId = await resolveOneDealership(
    c.var.db,
    c.var.user,
    c.req.valid('query').dealership_id,
  );
  const now = c.var.clock.now();
  const rows = await repository.listBatches(
    c.var.db,
    dealershipId,
    new Date(now.getTime() - 7 * 24 * HOUR_MS),
    20,
  );
  return c.json({ batches: rows.map((row) => toBatch(row, now)) }, 200);
};

export const undo: Handler<'undoImport'> = async (c) => {
  const { batch_id: batchId } = c.req.valid('param');
  const scope = await resolveDealershipScope(c.var.db, c.var.user);
  const found = await repository.findBatch(c.var.db, scope, batchId);
  if (!found) throw new AppError('NOT_FOUND', 'Import not found');
  const now = c.var.clock.now();
  const before = toBatch(found, now);
  if (before.undone_at) throw new AppError('CONFLICT', 'This import was undone already');
  if (now >= new Date(before.undo_until)) {
    throw new AppError('CONFLICT', 'An import can only be undone within 24 hours');
  }
  const changed = new AppError(
    'CONFLICT',
    'A deal of this import was changed or removed since, so the import can no longer be undone as a whole',
  );
  if (!before.undoable) throw changed;
  try {
    await c.var.db.transaction(async (tx) => {
      if (!(await repository.markUndone(tx, batchId, c.var.user.id, now))) {
        throw new AppError('CONFLICT', 'This import was undone already');
      }
      const removed = await repository.removeUntouchedDeals(tx, batchId);
      if (removed !== found.dealCount) throw changed;
      await recordAudit(tx, c, {
        operation: 'deal.import.undo',
        entityType: 'deal_import',
        entityId: batchId,
        dealershipId: found.dealershipId,
        before: { file_name: found.fileName, deals: found.dealCount },
      });
      await recordStoreEvent(tx, {
        dealershipId: found.dealershipId,
        kind: 'deal',
        entityId: batchId,
        change: 'deleted',
      });
    });
  } catch (error) {
    // Something now refers to one of its deals (a record kept about it elsewhere).
    if (isForeignKeyViolation(error)) throw changed;
    throw error;
  }
  await c.var.storeEvents.announce(found.dealershipId);
  const after = await repository.findBatch(c.var.db, scope, batchId);
  return c.json(toBatch(after!, c.var.clock.now()), 200);
};
