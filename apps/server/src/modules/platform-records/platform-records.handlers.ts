import type { RouteHandler } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import type { AuditRecord } from '@das/shared/schemas/platform-records';
import { addDays, todayIn } from '@das/shared/periods';
import { fieldIssue } from '@das/shared/validation';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { csvLines } from '../../lib/csv';
import * as repository from './platform-records.repository';
import type * as routes from './platform-records.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Rows read per query of an export: memory holds one page, never the whole log. */
const EXPORT_PAGE_ROWS = 1000;
/** Enough to see what our pages block; the rest are the long tail of the same. */
const CSP_GROUPS_SHOWN = 500;

/** A cursor as the client holds it: the row's UTC timestamp and id, base64url. */
const encodeCursor = (cursor: repository.Cursor | null) =>
  cursor ? Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url') : null;

function decodeCursor(field: string, text: string | undefined): repository.Cursor | undefined {
  if (text === undefined) return undefined;
  const [at = '', id = ''] = Buffer.from(text, 'base64url').toString().split('|');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^\d{1,15}$/.test(id)) {
    throw validationError([fieldIssue(field, 'invalid')]);
  }
  return { at, id: Number(id) };
}

function pageRequest(query: { after?: string; before?: string; limit: number }) {
  return {
    after: decodeCursor('after', query.after),
    before: decodeCursor('before', query.before),
    limit: query.limit,
  };
}

const pageAnswer = <T>(page: repository.Page<T>) => ({
  items: page.items,
  nextCursor: encodeCursor(page.next),
  previousCursor: encodeCursor(page.previous),
});

export const listAuditLog: Handler<'listAuditLog'> = async (c) => {
  const { after, before, limit, ...filter } = c.req.valid('query');
  const page = await repository.listAuditRecords(
    c.var.db,
    filter,
    c.var.user.isDemo,
    pageRequest({ after, before, limit }),
  );
  return c.json(pageAnswer<AuditRecord>(page), 200);
};

const AUDIT_CSV_HEADER = [
  'id',
  'at_utc',
  'outcome',
  'operation',
  'entity_type',
  'entity_id',
  'dealership_id',
  'dealership',
  'user_email',
  'user_name',
  'details',
  'request_id',
  'ip_address',
];

const auditCsvRow = (row: repository.AuditRow) => [
  row.id,
  row.at,
  row.outcome,
  row.operation,
  row.entityType,
  row.entityId,
  row.dealershipId,
  row.dealershipName,
  row.userEmail,
  row.userName,
  JSON.stringify(row.details),
  row.requestId,
  row.ipAddress,
];

/** Written a keyset page at a time, so a million records never sit in memory at once. */
export const exportAuditLog: Handler<'exportAuditLog'> = (c) => {
  const filter = c.req.valid('query');
  const day = c.var.clock.now().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
  return stream(
    c,
    async (out) => {
      await out.write(csvLines([AUDIT_CSV_HEADER]));
      let after: repository.Cursor | undefined;
      do {
        const page = await repository.listAuditRecords(c.var.db, filter, c.var.user.isDemo, {
          after,
          limit: EXPORT_PAGE_ROWS,
        });
        if (page.items.length > 0) await out.write(csvLines(page.items.map(auditCsvRow)));
        after = page.next ?? undefined;
      } while (after && !out.aborted);
    },
    async (error, out) => {
      // The header is sent: the file ends short, and the log says why.
      c.var.logger.error('audit export failed', { error });
      await out.close();
    },
  ) as never;
};

export const listSecurityEvents: Handler<'listSecurityEvents'> = async (c) => {
  const { after, before, limit, ...filter } = c.req.valid('query');
  const page = await repository.listSecurityEvents(
    c.var.db,
    filter,
    c.var.user.isDemo,
    pageRequest({ after, before, limit }),
  );
  return c.json(pageAnswer(page), 200);
};

export const countSecurityEventsByDay: Handler<'countSecurityEventsByDay'> = async (c) => {
  const { severity, days } = c.req.valid('query');
  const firstDay = addDays(todayIn('UTC', c.var.clock.now()), 1 - days);
  const rows = await repository.countSecurityEventsByDay(
    c.var.db,
    { severity, firstDay },
    c.var.user.isDemo,
  );
  return c.json({ days: rows }, 200);
};

export const listCspReports: Handler<'listCspReports'> = async (c) => {
  const groups = await repository.listCspReportGroups(c.var.db, CSP_GROUPS_SHOWN);
  return c.json({ groups }, 200);
};
