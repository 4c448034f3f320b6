import { z } from 'zod';
import { isoDay, oneLineText } from './fields';

/**
 * The records platform staff read (issue 13, ADR 021): the audit log, the
 * security events and the CSP reports. Days are UTC days: the records are the
 * platform's, not one store's.
 */

/** What became of a write: done, refused (403/404), or failed its checks (400/409/422). */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** Rows on one page of a record list. */
export const RECORDS_PAGE_SIZE = { default: 50, max: 200 } as const;

/**
 * A keyset cursor: the (timestamp, id) of the row a page starts after, opaque
 * to the client. `after` reads older rows (the next page), `before` newer ones.
 */
const cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

const pageQuery = {
  after: cursor.optional(),
  before: cursor.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECORDS_PAGE_SIZE.max)
    .default(RECORDS_PAGE_SIZE.default),
};

const dayRangeQuery = {
  /** First day, UTC, included. */
  from: isoDay().optional(),
  /** Last day, UTC, included. */
  to: isoDay().optional(),
};

export const auditFilterSchema = z.object({
  /** A person's e-mail or name, or part of it. */
  person: oneLineText().trim().max(200).optional(),
  dealership_id: z.coerce.number().int().positive().optional(),
  /** The start of an operation's name: `deal.` finds every deal operation. */
  action: oneLineText().trim().max(64).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  ...dayRangeQuery,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterSchema.extend(pageQuery);

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Cursor of the next (older) page; null on the last one. */
    nextCursor: z.string().nullable(),
    /** Cursor of the previous (newer) page; null on the first one. */
    previousCursor: z.string().nullable(),
  });

export const auditRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  operation: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  dealershipId: z.number().int().nullable(),
  dealershipName: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** Before and after as the audit writer masked them; for a refused or failed write, the attempt. */
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;
export const auditPageSchema = pageOf(auditRecordSchema);

export const securityEventQuerySchema = z.object({
  severity: z.enum(SEVERITIES).optional(),
  ...dayRangeQuery,
  ...pageQuery,
});

export const securityEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  eventType: z.string(),
  severity: z.enum(SEVERITIES),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventPageSchema = pageOf(securityEventSchema);

export const securityEventDaysQuerySchema = z.object({
  severity: z.enum(SEVERITIES).optional(),
  /** Days back from today, today included. */
  days: z.coerce.number().int().min(1).max(366).default(14),
});

/** Events per UTC day and severity, oldest day first; days without events are absent. */
export const securityEventDaysSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      severity: z.enum(SEVERITIES),
      count: z.number().int(),
    }),
  ),
});

/** CSP violations, one row per directive and blocked URL. */
export const cspReportGroupsSchema = z.object({
  groups: z.array(
    z.object({
      directive: z.string(),
      blockedUrl: z.string(),
      count: z.number().int(),
      firstSeen: z.string(),
      lastSeen: z.string(),
      /** The last page a browser saw it on. */
      documentUrl: z.string().nullable(),
    }),
  ),
});
export type CspReportGroups = z.infer<typeof cspReportGroupsSchema>;
