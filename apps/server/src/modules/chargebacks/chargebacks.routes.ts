import { createRoute, z } from '@hono/zod-openapi';
import {
  chargebackSchema,
  createChargebackSchema,
  dealChargebacksSchema,
} from '@das/shared/schemas/chargebacks';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

/**
 * A deal's chargebacks (issue 15, ADR 031). Whoever sees the deal sees them;
 * the F&I office and the store's admins record and remove them. Goal: one
 * indexed read or one short transaction each, p99 ≤ 50 ms on the demo data.
 */
const tags = ['Deals'];
const dealParam = z.object({ id: z.uuid() });
const writers = [requireUser, requirePermission('deals.chargebacks')];

export const listChargebacks = createRoute({
  method: 'get',
  path: '/deals/{id}/chargebacks',
  tags,
  summary: "A deal's chargebacks, oldest first",
  middleware: requireUser,
  request: { params: dealParam },
  responses: {
    200: jsonResponse(dealChargebacksSchema, 'The chargebacks'),
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});

export const createChargeback = createRoute({
  method: 'post',
  path: '/deals/{id}/chargebacks',
  tags,
  summary:
    'Record a chargeback: a product sold on the deal, at most its profit, dated from the deal date to today',
  middleware: writers,
  request: { params: dealParam, ...jsonBody(createChargebackSchema) },
  responses: {
    201: jsonResponse(chargebackSchema, 'The chargeback as recorded'),
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});

export const deleteChargeback = createRoute({
  method: 'delete',
  path: '/deals/{id}/chargebacks/{chargeback_id}',
  tags,
  summary: 'Remove a chargeback recorded by mistake (recorded in the audit log)',
  middleware: writers,
  request: { params: dealParam.extend({ chargeback_id: z.uuid() }) },
  responses: {
    204: { description: 'Removed' },
    404: errorResponse('No such deal or chargeback here'),
    ...signedInErrors,
  },
});
