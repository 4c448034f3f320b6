import { createRoute, z } from '@hono/zod-openapi';
import {
  createDealSchema,
  dealListResponseSchema,
  dealSchema,
  dealStatusChangeSchema,
  listDealsQuerySchema,
  updateDealSchema,
} from '@das/shared/schemas/deals';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { idempotent } from '../../lib/idempotency';
import { jsonResponse, errorResponse, jsonBody, signedInErrors } from '../../lib/openapi';

const tags = ['Deals'];
const idParam = z.object({ id: z.uuid() });

export const listDeals = createRoute({
  method: 'get',
  path: '/deals',
  tags,
  summary: 'Deals the caller may see, filtered, sorted and paged',
  middleware: requireUser,
  request: { query: listDealsQuerySchema },
  responses: {
    200: jsonResponse(dealListResponseSchema, 'One page of deals and the totals of all that match'),
    ...signedInErrors,
  },
});

export const exportDeals = createRoute({
  method: 'get',
  path: '/deals/export',
  tags,
  summary: 'The deals that match the filters, as CSV',
  middleware: requireUser,
  request: { query: listDealsQuerySchema.omit({ page: true, page_size: true }) },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...signedInErrors,
  },
});

export const getDeal = createRoute({
  method: 'get',
  path: '/deals/{id}',
  tags,
  summary: 'One deal',
  middleware: requireUser,
  request: { params: idParam },
  responses: {
    200: jsonResponse(dealSchema, 'The deal'),
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});

export const createDeal = createRoute({
  method: 'post',
  path: '/deals',
  tags,
  summary: 'Log a deal; back-end and total gross are computed by the server',
  middleware: [requireUser, requirePermission('deals.write'), idempotent],
  request: jsonBody(createDealSchema),
  responses: { 201: jsonResponse(dealSchema, 'The new deal'), ...signedInErrors },
});

export const updateDeal = createRoute({
  method: 'patch',
  path: '/deals/{id}',
  tags,
  summary: 'Change fields of a deal',
  middleware: [requireUser, requirePermission('deals.write')],
  request: { params: idParam, ...jsonBody(updateDealSchema) },
  responses: {
    200: jsonResponse(dealSchema, 'The deal as saved'),
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});

export const changeDealStatus = createRoute({
  method: 'post',
  path: '/deals/{id}/status',
  tags,
  summary: 'Mark a deal Pending, Funded (sets the funded date) or Unwound',
  middleware: [requireUser, requirePermission('deals.changeStatus')],
  request: { params: idParam, ...jsonBody(dealStatusChangeSchema) },
  responses: {
    200: jsonResponse(dealSchema, 'The deal as saved'),
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});

export const deleteDeal = createRoute({
  method: 'delete',
  path: '/deals/{id}',
  tags,
  summary: 'Delete a deal (recorded in the audit log)',
  middleware: [requireUser, requirePermission('deals.write')],
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponse('No such deal here'),
    ...signedInErrors,
  },
});
