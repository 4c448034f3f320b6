import { createRoute, z } from '@hono/zod-openapi';
import { lastEventIdHeadersSchema } from '@das/shared/schemas/store-events';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { signedInErrors } from '../../lib/openapi';

export const streamStoreEvents = createRoute({
  method: 'get',
  path: '/dealerships/{dealership_id}/events',
  tags: ['Dealerships'],
  summary:
    "A store's changes as they happen (server-sent events, ADR 027): `open` with the id it starts from, then `change` per deal or sale logged, changed or unwound; a Last-Event-ID header replays what was missed, or answers `reset` when that is no longer kept",
  middleware: [requireUser, requirePermission('deals.read')],
  request: {
    params: z.object({ dealership_id: z.coerce.number().int().positive() }),
    headers: lastEventIdHeadersSchema,
  },
  responses: {
    200: {
      description: 'An endless text/event-stream, a comment every 20 seconds keeping it open',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...signedInErrors,
  },
});
