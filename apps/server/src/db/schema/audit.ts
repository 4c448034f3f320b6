import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditOutcomeEnum, severityEnum } from './enums';

const requestContext = {
  requestId: varchar({ length: 128 }),
  ipAddress: varchar({ length: 64 }),
  userAgent: varchar({ length: 512 }),
};

/**
 * Who changed what, or tried to (SPEC.md §3 "Audit log entry", ADR 021); details
 * are masked before they get here.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    operation: varchar({ length: 64 }).notNull(),
    userId: uuid(),
    dealershipId: integer(),
    entityType: varchar({ length: 32 }),
    entityId: varchar({ length: 64 }),
    details: jsonb().notNull().default({}),
    outcome: auditOutcomeEnum().notNull(),
    ...requestContext,
  },
  (t) => [
    // The viewer's keyset, newest first: (timestamp, id) past the cursor, over all
    // records or those of one store or one person (ADR 021).
    index('audit_logs_timestamp_id_idx').on(t.timestamp, t.id),
    index('audit_logs_dealership_keyset_idx').on(t.dealershipId, t.timestamp, t.id),
    index('audit_logs_user_keyset_idx').on(t.userId, t.timestamp, t.id),
  ],
);

/** Security events such as UNAUTHORIZED_ACCESS (SPEC.md §7 "log_security_event"). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    eventType: varchar({ length: 64 }).notNull(),
    severity: severityEnum().notNull(),
    userId: uuid(),
    details: jsonb().notNull().default({}),
    ...requestContext,
  },
  (t) => [
    index('security_events_timestamp_id_idx').on(t.timestamp, t.id),
    index().on(t.eventType, t.timestamp),
  ],
);

/**
 * CSP violations seen by browsers, one row per directive and blocked URL with
 * a count (ADR 021): the endpoint is anonymous, so a report adds to a count
 * rather than a row, and the table grows with what our pages block, not with
 * how often it is reported.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    directive: varchar({ length: 200 }).notNull(),
    blockedUrl: varchar({ length: 500 }).notNull(),
    count: integer().notNull().default(1),
    firstSeen: timestamp({ withTimezone: true }).notNull(),
    lastSeen: timestamp({ withTimezone: true }).notNull(),
    documentUrl: varchar({ length: 2000 }),
  },
  (t) => [uniqueIndex().on(t.directive, t.blockedUrl), index().on(t.lastSeen)],
);
