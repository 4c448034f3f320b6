import { and, asc, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditFilter, SEVERITIES } from '@das/shared/schemas/platform-records';
import { addDays } from '@das/shared/periods';
import type { Database } from '../../db/client';
import {
  auditLogs,
  cspReports,
  dealerships,
  securityEvents,
  userActiveDays,
  users,
} from '../../db/schema';
import { containing, likeEscaped } from '../../lib/like-pattern';
import { utcDayStart, utcText } from '../../lib/utc-sql';

type Executor = Pick<Database, 'select' | 'insert'>;

/** The (timestamp, id) of a row, the timestamp to the microsecond as PostgreSQL keeps it. */
export interface Cursor {
  at: string;
  id: number;
}

/** One page of a keyset: rows older than `after`, or newer than `before`, newest first. */
export interface PageRequest {
  after?: Cursor | undefined;
  before?: Cursor | undefined;
  limit: number;
}

export interface Page<T> {
  items: T[];
  next: Cursor | null;
  previous: Cursor | null;
}

function dayRange(column: PgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, utcDayStart(from)));
  if (to) conditions.push(lt(column, utcDayStart(addDays(to, 1))));
  return conditions;
}

/**
 * The keyset of ADR 021 on (timestamp, id), newest first: a row comparison the
 * (timestamp desc, id desc) index answers by reading only the page. A page
 * reads one row more than it shows, to know whether another page follows.
 */
async function keysetPage<T extends { at: string; id: number }>(
  page: PageRequest,
  columns: { at: PgColumn; id: PgColumn },
  read: (where: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const row = sql`(${columns.at}, ${columns.id})`;
  if (page.before) {
    const rows = await read(
      sql`${row} > (${page.before.at}::timestamptz, ${page.before.id})`,
      [asc(columns.at), asc(columns.id)],
      page.limit + 1,
    );
    const newer = rows.length > page.limit;
    const items = rows.slice(0, page.limit).reverse();
    return {
      items,
      previous: newer && items[0] ? cursorOf(items[0]) : null,
      next: cursorOf(items.at(-1) ?? page.before),
    };
  }
  const rows = await read(
    page.after ? sql`${row} < (${page.after.at}::timestamptz, ${page.after.id})` : undefined,
    [desc(columns.at), desc(columns.id)],
    page.limit + 1,
  );
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > page.limit && last ? cursorOf(last) : null,
    previous: page.after ? cursorOf(items[0] ?? page.after) : null,
  };
}

const cursorOf = ({ at, id }: Cursor): Cursor => ({ at, id });

/**
 * Which records a platform account may read: a demo account those of demo
 * stores and demo people, a real account the rest (the demo is a sandbox).
 */
const auditDemoScope = (isDemo: boolean) =>
  sql`coalesce(${dealerships.isDemo}, ${users.isDemo}, false) = ${isDemo}`;

function auditConditions(filter: AuditFilter, isDemo: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [auditDemoScope(isDemo)];
  if (filter.person) {
    const pattern = containing(filter.person);
    conditions.push(
      sql`${auditLogs.userId} in (select ${users.id} from ${users} where ${or(
        sql`${users.email} ilike ${pattern}`,
        sql`${users.name} ilike ${pattern}`,
      )})`,
    );
  }
  if (filter.dealership_id) conditions.push(eq(auditLogs.dealershipId, filter.dealership_id));
  if (filter.action) conditions.push(like(auditLogs.operation, `${likeEscaped(filter.action)}%`));
  if (filter.outcome) conditions.push(eq(auditLogs.outcome, filter.outcome));
  conditions.push(...dayRange(auditLogs.timestamp, filter.from, filter.to));
  return and(...conditions);
}

/** A page of the audit log, with who acted and in which store. */
export function listAuditRecords(
  db: Executor,
  filter: AuditFilter,
  isDemo: boolean,
  page: PageRequest,
) {
  const filtered = auditConditions(filter, isDemo);
  return keysetPage(page, { at: auditLogs.timestamp, id: auditLogs.id }, (where, order, limit) =>
    db
      .select({
        id: auditLogs.id,
        at: utcText(auditLogs.timestamp),
        outcome: auditLogs.outcome,
        operation: auditLogs.operation,
        entityType: auditLogs.entityType,
        entityId: auditLogs.entityId,
        dealershipId: auditLogs.dealershipId,
        dealershipName: dealerships.name,
        userId: auditLogs.userId,
        userName: users.name,
        userEmail: users.email,
        details: sql<Record<string, unknown>>`${auditLogs.details}`,
        requestId: auditLogs.requestId,
        ipAddress: auditLogs.ipAddress,
      })
      .from(auditLogs)
      .leftJoin(dealerships, eq(dealerships.id, auditLogs.dealershipId))
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(and(filtered, where))
      .orderBy(...order)
      .limit(limit),
  );
}

export type AuditRow = Awaited<ReturnType<typeof listAuditRecords>>['items'][number];

type Severity = (typeof SEVERITIES)[number];

/** Events tied to a demo person are a demo account's; the rest a real account's. */
const eventDemoScope = (isDemo: boolean) => sql`coalesce(${users.isDemo}, false) = ${isDemo}`;

export function listSecurityEvents(
  db: Executor,
  filter: { severity?: Severity | undefined; from?: string | undefined; to?: string | undefined },
  isDemo: boolean,
  page: PageRequest,
) {
  const filtered = and(
    eventDemoScope(isDemo),
    filter.severity ? eq(securityEvents.severity, filter.severity) : undefined,
    ...dayRange(securityEvents.timestamp, filter.from, filter.to),
  );
  return keysetPage(
    page,
    { at: securityEvents.timestamp, id: securityEvents.id },
    (where, order, limit) =>
      db
        .select({
          id: securityEvents.id,
          at: utcText(securityEvents.timestamp),
          eventType: securityEvents.eventType,
          severity: securityEvents.severity,
          userId: securityEvents.userId,
          userEmail: users.email,
          details: sql<Record<string, unknown>>`${securityEvents.details}`,
          ipAddress: securityEvents.ipAddress,
        })
        .from(securityEvents)
        .leftJoin(users, eq(users.id, securityEvents.userId))
        .where(and(filtered, where))
        .orderBy(...order)
        .limit(limit),
  );
}

/** Events per UTC day and severity from `firstDay` on. */
export function countSecurityEventsByDay(
  db: Executor,
  filter: { severity?: Severity | undefined; firstDay: string },
  isDemo: boolean,
) {
  const day = sql<string>`to_char(${securityEvents.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, severity: securityEvents.severity, count: count() })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(
      and(
        eventDemoScope(isDemo),
        filter.severity ? eq(securityEvents.severity, filter.severity) : undefined,
        gte(securityEvents.timestamp, utcDayStart(filter.firstDay)),
      ),
    )
    .groupBy(day, securityEvents.severity)
    .orderBy(day, securityEvents.severity);
}

/** Adds one report to its directive and blocked URL's count. */
export async function countCspViolation(
  db: Executor,
  violation: { directive: string; blockedUrl: string; documentUrl: string | null; at: Date },
) {
  await db
    .insert(cspReports)
    .values({
      directive: violation.directive,
      blockedUrl: violation.blockedUrl,
      documentUrl: violation.documentUrl,
      firstSeen: violation.at,
      lastSeen: violation.at,
    })
    .onConflictDoUpdate({
      target: [cspReports.directive, cspReports.blockedUrl],
      set: {
        count: sql`${cspReports.count} + 1`,
        lastSeen: sql`greatest(${cspReports.lastSeen}, excluded.last_seen)`,
        documentUrl: sql`excluded.document_url`,
      },
    });
}

/** The most reported first, then the latest. */
export function listCspReportGroups(db: Executor, limit: number) {
  return db
    .select({
      directive: cspReports.directive,
      blockedUrl: cspReports.blockedUrl,
      count: cspReports.count,
      firstSeen: utcText(cspReports.firstSeen),
      lastSeen: utcText(cspReports.lastSeen),
      documentUrl: cspReports.documentUrl,
    })
    .from(cspReports)
    .orderBy(asc(cspReports.directive), desc(cspReports.count), desc(cspReports.lastSeen))
    .limit(limit);
}

/** Each kind of record, the moment it is aged by, and the columns that name a row. */
const AGED = {
  auditLog: { table: auditLogs, at: auditLogs.timestamp, key: [auditLogs.id] },
  securityEvents: { table: securityEvents, at: securityEvents.timestamp, key: [securityEvents.id] },
  cspReports: { table: cspReports, at: cspReports.lastSeen, key: [cspReports.id] },
  // Who used the API on which day (issue 13): a day is aged from its start.
  activeDays: {
    table: userActiveDays,
    at: userActiveDays.day,
    key: [userActiveDays.day, userActiveDays.userId],
  },
} as const;
export type RecordKind = keyof typeof AGED;
export const RECORD_KINDS = Object.keys(AGED) as RecordKind[];

/**
 * Deletes at most `batch` records of a kind older than `before`, the oldest
 * first, and says how many: a short transaction that locks only those rows.
 */
export async function deleteRecordsBefore(
  db: Pick<Database, 'select' | 'delete'>,
  kind: RecordKind,
  before: Date,
  batch: number,
): Promise<number> {
  const { table, at, key } = AGED[kind];
  const columns = sql.join([...key], sql`, `);
  const oldest = sql`select ${columns} from ${table}
    where ${at} < ${before.toISOString()}::timestamptz order by ${at} limit ${batch}`;
  const deleted = await db
    .delete(table)
    .where(sql`(${columns}) in (${oldest})`)
    .returning({ one: sql`1` });
  return deleted.length;
}
