import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { severityEnum } from './enums';

const requestContext = {
  requestId: varchar({ length: 128 }),
  ipAddress: varchar({ length: 64 }),
  userAgent: varchar({ length: 512 }),
};

/** Who changed what (SPEC.md §3 "Audit log entry"); details are masked before they get here. */
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
    success: boolean().notNull(),
    ...requestContext,
  },
  (t) => [index().on(t.dealershipId, t.timestamp), index().on(t.userId, t.timestamp)],
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
  (t) => [index().on(t.timestamp), index().on(t.eventType, t.timestamp)],
);
