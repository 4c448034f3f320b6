import { createRoute, z } from '@hono/zod-openapi';
import {
  auditFilterSchema,
  auditListQuerySchema,
  auditPageSchema,
  cspReportGroupsSchema,
  securityEventDaysQuerySchema,
  securityEventDaysSchema,
  securityEventPageSchema,
  securityEventQuerySchema,
} from '@das/shared/schemas/platform-records';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Platform records'];
const middleware = [requireUser, requirePermission('platformRecords.read')];

export const listAuditLog = createRoute({
  method: 'get',
  path: '/platform/audit-log',
  tags,
  summary: 'The audit log, newest first, filtered, one keyset page at a time',
  middleware,
  request: { query: auditListQuerySchema },
  responses: { 200: jsonResponse(auditPageSchema, 'One page of records'), ...signedInErrors },
});

export const exportAuditLog = createRoute({
  method: 'get',
  path: '/platform/audit-log/export',
  tags,
  summary: 'Every audit record that matches the filters, as CSV, streamed page by page',
  middleware,
  request: { query: auditFilterSchema },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...signedInErrors,
  },
});

export const listSecurityEvents = createRoute({
  method: 'get',
  path: '/platform/security-events',
  tags,
  summary: 'Security events, newest first, by severity, one keyset page at a time',
  middleware,
  request: { query: securityEventQuerySchema },
  responses: {
    200: jsonResponse(securityEventPageSchema, 'One page of events'),
    ...signedInErrors,
  },
});

export const countSecurityEventsByDay = createRoute({
  method: 'get',
  path: '/platform/security-events/days',
  tags,
  summary: 'Security events per UTC day and severity, for the last days',
  middleware,
  request: { query: securityEventDaysQuerySchema },
  responses: { 200: jsonResponse(securityEventDaysSchema, 'Counts per day'), ...signedInErrors },
});

export const listCspReports = createRoute({
  method: 'get',
  path: '/platform/csp-reports',
  tags,
  summary: 'CSP violations reported by browsers, grouped by directive and blocked URL',
  middleware,
  responses: {
    200: jsonResponse(cspReportGroupsSchema, 'The groups, most reported first'),
    ...signedInErrors,
  },
});
