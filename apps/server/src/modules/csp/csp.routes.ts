import { createRoute } from '@hono/zod-openapi';
import { cspViolationSchema } from '@das/shared/schemas/csp-violation';
import { errorResponse, jsonBody } from '../../lib/openapi';

export const reportCspViolation = createRoute({
  method: 'post',
  path: '/csp-violation',
  tags: ['System'],
  summary: 'Record a Content-Security-Policy violation seen by a browser',
  request: jsonBody(cspViolationSchema),
  responses: {
    204: { description: 'Recorded' },
    400: errorResponse('The report is malformed'),
  },
});
