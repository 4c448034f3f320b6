import { createRoute } from '@hono/zod-openapi';
import {
  areaRollupSchema,
  groupRollupSchema,
  rollupIdParamSchema,
  rollupQuerySchema,
  storeOverviewQuerySchema,
  storeOverviewSchema,
} from '@das/shared/schemas/rollups';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Rollups'];

export const getGroupRollup = createRoute({
  method: 'get',
  path: '/groups/{id}/rollup',
  tags,
  summary:
    "A dealer group's stores side by side for a period, its total, the period before and a twelve-month trend",
  middleware: [requireUser, requirePermission('groupRollup.read')],
  request: { params: rollupIdParamSchema, query: rollupQuerySchema },
  responses: {
    200: jsonResponse(groupRollupSchema, 'The rollup'),
    404: errorResponse('No such dealer group within reach'),
    ...signedInErrors,
  },
});

export const getAreaRollup = createRoute({
  method: 'get',
  path: '/areas/{id}/rollup',
  tags,
  summary: "An area's groups and stores ranked for a period, its total, the spread and trend",
  middleware: [requireUser, requirePermission('areaRollup.read')],
  request: { params: rollupIdParamSchema, query: rollupQuerySchema },
  responses: {
    200: jsonResponse(areaRollupSchema, 'The rollup'),
    404: errorResponse('No such area within reach'),
    ...signedInErrors,
  },
});

export const getStoreOverview = createRoute({
  method: 'get',
  path: '/dealerships/{id}/overview',
  tags,
  summary: "A store's headline figures for a period, seen from its group or area",
  middleware: [requireUser, requirePermission('storeHeadlines.read')],
  request: { params: rollupIdParamSchema, query: storeOverviewQuerySchema },
  responses: { 200: jsonResponse(storeOverviewSchema, 'The overview'), ...signedInErrors },
});
