import { createRoute, z } from '@hono/zod-openapi';
import { insightsSchema, reportQuerySchema, salesReportSchema } from '@das/shared/schemas/reports';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Reports'];

export const getSalesReport = createRoute({
  method: 'get',
  path: '/reports/sales',
  tags,
  summary: 'A period by salesperson, new / used, front / back, and the store against its group',
  middleware: [requireUser, requirePermission('reports.read')],
  request: { query: reportQuerySchema },
  responses: { 200: jsonResponse(salesReportSchema, 'The report'), ...signedInErrors },
});

export const getInsights = createRoute({
  method: 'get',
  path: '/reports/insights',
  tags,
  summary: 'Twelve-month trends, product and lender mix, best and worst performers, pace',
  middleware: [requireUser, requirePermission('reports.read')],
  request: { query: z.object({ dealership_id: z.coerce.number().int().positive().optional() }) },
  responses: { 200: jsonResponse(insightsSchema, 'The insights'), ...signedInErrors },
});
