import { createRoute } from '@hono/zod-openapi';
import { goalsQuerySchema, goalsResponseSchema, saveGoalsSchema } from '@das/shared/schemas/goals';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Goals'];

export const getGoals = createRoute({
  method: 'get',
  path: '/goals',
  tags,
  summary: "A month's goals for the store and its people, with what they have done",
  middleware: [requireUser, requirePermission('goals.read')],
  request: { query: goalsQuerySchema },
  responses: { 200: jsonResponse(goalsResponseSchema, 'The month'), ...signedInErrors },
});

export const saveGoals = createRoute({
  method: 'put',
  path: '/goals',
  tags,
  summary: "Set a month's goals (the store's managers)",
  middleware: [requireUser, requirePermission('goals.set')],
  request: jsonBody(saveGoalsSchema),
  responses: { 200: jsonResponse(goalsResponseSchema, 'The month as saved'), ...signedInErrors },
});
