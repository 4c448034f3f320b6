import { createRoute } from '@hono/zod-openapi';
import { securityEventRequestSchema } from '@das/shared/schemas/auth';
import { rateLimitByAddress } from '../../auth/rate-limit';
import { errorResponse, jsonBody } from '../../lib/openapi';

export const logSecurityEvent = createRoute({
  method: 'post',
  path: '/security-events',
  tags: ['Security'],
  summary: 'Record a security event seen by the client (SPEC.md log_security_event)',
  middleware: rateLimitByAddress('securityEvents'),
  request: jsonBody(securityEventRequestSchema),
  responses: {
    204: { description: 'Stored, secrets redacted' },
    400: errorResponse('Invalid event'),
  },
});
