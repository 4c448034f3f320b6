import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema } from '@das/shared/schemas/health';
import { jsonResponse, errorResponse } from '../../lib/openapi';

export const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: jsonResponse(healthResponseSchema, 'The server and its database are up'),
    503: errorResponse('The database does not answer'),
  },
});
