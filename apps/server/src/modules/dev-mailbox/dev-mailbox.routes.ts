import { createRoute } from '@hono/zod-openapi';
import { mailboxResponseSchema } from '@das/shared/schemas/auth';
import { jsonResponse, errorResponse } from '../../lib/openapi';

export const listMailbox = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Demo'],
  summary: 'The outbox: mail kept instead of sent (demo mode only)',
  responses: {
    200: jsonResponse(mailboxResponseSchema, 'Newest first'),
    401: errorResponse('Neither signed in nor on this machine'),
    404: errorResponse('Demo mode is off'),
  },
});
