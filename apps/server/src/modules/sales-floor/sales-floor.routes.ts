import { createRoute } from '@hono/zod-openapi';
import {
  floorQuerySchema,
  generalManagerDashboardSchema,
  salesManagerDashboardSchema,
  salespersonDashboardSchema,
} from '@das/shared/schemas/sales-floor';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Sales floor'];

export const getSalespersonDashboard = createRoute({
  method: 'get',
  path: '/sales-floor/salesperson',
  tags,
  summary:
    "A salesperson's period: units (a split counts ½), gross, goal pace, pay, week and leaderboard",
  middleware: requireUser,
  request: { query: floorQuerySchema },
  responses: { 200: jsonResponse(salespersonDashboardSchema, 'The dashboard'), ...signedInErrors },
});

export const getSalesManagerDashboard = createRoute({
  method: 'get',
  path: '/sales-floor/sales-manager',
  tags,
  summary: "The store's period against its goal, the team table and the F&I queue",
  middleware: [requireUser, requirePermission('salesFloor.read')],
  request: { query: floorQuerySchema },
  responses: { 200: jsonResponse(salesManagerDashboardSchema, 'The dashboard'), ...signedInErrors },
});

export const getGeneralManagerDashboard = createRoute({
  method: 'get',
  path: '/sales-floor/gm',
  tags,
  summary: 'The whole store: sales and F&I side by side, boards and twelve-month trends',
  middleware: [requireUser, requirePermission('storeOverview.read')],
  request: { query: floorQuerySchema },
  responses: {
    200: jsonResponse(generalManagerDashboardSchema, 'The dashboard'),
    ...signedInErrors,
  },
});
