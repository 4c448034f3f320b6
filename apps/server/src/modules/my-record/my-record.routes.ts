import { createRoute, z } from '@hono/zod-openapi';
import { myRecordSchema } from '@das/shared/schemas/my-record';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['My record'];

/**
 * A person's own record (issue 15, ADR 033). Neither route takes a person or a
 * store: the record is always the caller's, in the caller's store. Goal: p95
 * ≤ 50 ms for the résumé at 1 M deals (`bench scale`, "my record").
 */
export const getMyRecord = createRoute({
  method: 'get',
  path: '/me/record',
  tags,
  summary: "The caller's performance résumé: KPIs and goals month by month, best months, averages",
  middleware: [requireUser, requirePermission('record.readOwn')],
  responses: {
    200: jsonResponse(myRecordSchema, 'The record'),
    404: errorResponse('The account works at no dealership, so it has no record'),
    ...signedInErrors,
  },
});

export const exportMyRecord = createRoute({
  method: 'get',
  path: '/me/record/export',
  tags,
  summary:
    "The caller's record as a zip: deals.csv, monthly-kpis.csv, goals.csv, pay-statements.csv, README.txt",
  middleware: [requireUser, requirePermission('record.readOwn')],
  responses: {
    200: {
      description: 'application/zip',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('The account works at no dealership, so it has no record'),
    ...signedInErrors,
  },
});
