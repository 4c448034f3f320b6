import { createRoute } from '@hono/zod-openapi';
import {
  demoInfoResponseSchema,
  demoSessionRequestSchema,
  sessionResponseSchema,
} from '@das/shared/schemas/auth';
import { rateLimitAuth } from '../../auth/rate-limit';
import { jsonResponse, errorResponse, jsonBody } from '../../lib/openapi';

const tags = ['Demo'];

export const getDemoInfo = createRoute({
  method: 'get',
  path: '/demo',
  tags,
  summary: 'Whether this server offers the demo, and its roles',
  responses: {
    200: jsonResponse(demoInfoResponseSchema, 'Demo status'),
  },
});

export const createDemoSession = createRoute({
  method: 'post',
  path: '/demo/sessions',
  tags,
  summary: "Sign in as a role's demo account (demo mode only)",
  middleware: rateLimitAuth,
  request: jsonBody(demoSessionRequestSchema),
  responses: {
    200: jsonResponse(sessionResponseSchema, 'Signed in'),
    404: errorResponse('Demo mode is off'),
  },
});
