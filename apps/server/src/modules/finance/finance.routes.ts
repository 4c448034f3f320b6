import { createRoute, z } from '@hono/zod-openapi';
import {
  financeDashboardQuerySchema,
  financeDashboardSchema,
  goalTrackingQuerySchema,
  goalTrackingSchema,
} from '@das/shared/schemas/finance';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

export const getFinanceDashboard = createRoute({
  method: 'get',
  path: '/finance/dashboard',
  tags: ['Finance'],
  summary: "A period's F&I figures against the period before, with mixes, leaderboard and trends",
  middleware: [requireUser, requirePermission('finance.read')],
  request: { query: financeDashboardQuerySchema },
  responses: { 200: jsonResponse(financeDashboardSchema, 'The dashboard'), ...signedInErrors },
});

export const getGoalTracking = createRoute({
  method: 'get',
  path: '/goals/tracking/{user_id}',
  tags: ['Goals'],
  summary: "Goal pace for a month; only for the caller's own id",
  middleware: requireUser,
  request: { params: z.object({ user_id: z.uuid() }), query: goalTrackingQuerySchema },
  responses: {
    200: jsonResponse(goalTrackingSchema, 'Progress against the monthly target'),
    ...signedInErrors,
  },
});
