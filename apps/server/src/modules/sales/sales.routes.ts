import { createRoute, z } from '@hono/zod-openapi';
import {
  createSaleSchema,
  listSalesQuerySchema,
  saleListResponseSchema,
  saleSchema,
  saleStatusChangeSchema,
} from '@das/shared/schemas/sales';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Sales'];
const idParam = z.object({ id: z.uuid() });

export const listSales = createRoute({
  method: 'get',
  path: '/sales',
  tags,
  summary: 'Sales of a dealership, newest first (SPEC.md §7 "sales")',
  middleware: requireUser,
  request: { query: listSalesQuerySchema },
  responses: { 200: jsonResponse(saleListResponseSchema, 'The sales'), ...signedInErrors },
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
  middleware: [requireUser, requirePermission('sales.write')],
  request: jsonBody(createSaleSchema),
  responses: { 201: jsonResponse(saleSchema, 'The new sale'), ...signedInErrors },
});

export const changeSaleStatus = createRoute({
  method: 'post',
  path: '/sales/{id}/status',
  tags,
  summary: 'Mark a sale pending, completed or cancelled',
  middleware: [requireUser, requirePermission('sales.write')],
  request: { params: idParam, ...jsonBody(saleStatusChangeSchema) },
  responses: {
    200: jsonResponse(saleSchema, 'The sale as saved'),
    404: errorResponse('No such sale here'),
    ...signedInErrors,
  },
});
