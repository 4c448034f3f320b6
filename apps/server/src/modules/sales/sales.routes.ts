import { createRoute, z } from '@hono/zod-openapi';
import {
  createSaleSchema,
  listSalesQuerySchema,
  saleListResponseSchema,
  saleSchema,
  saleStatusChangeSchema,
  updateSaleSchema,
} from '@das/shared/schemas/sales';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { idempotent } from '../../lib/idempotency';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Sales'];
const idParam = z.object({ id: z.uuid() });

export const listSales = createRoute({
  method: 'get',
  path: '/sales',
  tags,
  summary: 'Sales of a dealership, filtered, searched, sorted and paged (SPEC.md §7 "sales")',
  middleware: requireUser,
  request: { query: listSalesQuerySchema },
  responses: {
    200: jsonResponse(saleListResponseSchema, 'One page of sales and the totals of all that match'),
    ...signedInErrors,
  },
});

export const exportSales = createRoute({
  method: 'get',
  path: '/sales/export',
  tags,
  summary: 'The sales that match the filters, as CSV',
  middleware: requireUser,
  request: { query: listSalesQuerySchema.omit({ page: true, page_size: true }) },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...signedInErrors,
  },
});

export const getSale = createRoute({
  method: 'get',
  path: '/sales/{id}',
  tags,
  summary: 'One sale, with the deal opened from it',
  middleware: requireUser,
  request: { params: idParam },
  responses: {
    200: jsonResponse(saleSchema, 'The sale'),
    404: errorResponse('No such sale here'),
    ...signedInErrors,
  },
});

export const createSale = createRoute({
  method: 'post',
  path: '/sales',
  tags,
  summary: 'Log a sold car; the F&I office then opens its deal from it',
  middleware: [requireUser, requirePermission('sales.write'), idempotent],
  request: jsonBody(createSaleSchema),
  responses: {
    201: jsonResponse(saleSchema, 'The new sale'),
    409: errorResponse(
      "The stock number is on an open sale or deal of the store (details code 'duplicate_stock'); send allow_duplicate_stock: true to save anyway",
    ),
    ...signedInErrors,
  },
});

export const updateSale = createRoute({
  method: 'patch',
  path: '/sales/{id}',
  tags,
  summary: 'Correct a pending sale: a salesperson their own, the store managers any of their store',
  middleware: [requireUser, requirePermission('sales.correct')],
  request: { params: idParam, ...jsonBody(updateSaleSchema) },
  responses: {
    200: jsonResponse(saleSchema, 'The sale as saved'),
    404: errorResponse('No such sale here'),
    409: errorResponse('The sale is no longer pending, or its new stock number is in use'),
    ...signedInErrors,
  },
});

export const changeSaleStatus = createRoute({
  method: 'post',
  path: '/sales/{id}/status',
  tags,
  summary:
    'Mark a sale pending, completed or cancelled; cancelling follows the correction rule of PATCH',
  middleware: [requireUser, requirePermission('sales.write')],
  request: { params: idParam, ...jsonBody(saleStatusChangeSchema) },
  responses: {
    200: jsonResponse(saleSchema, 'The sale as saved'),
    404: errorResponse('No such sale here'),
    409: errorResponse('Cancelling a sale that is no longer pending'),
    ...signedInErrors,
  },
});
