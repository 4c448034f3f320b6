import { createRoute } from '@hono/zod-openapi';
import { platformUsageQuerySchema, platformUsageSchema } from '@das/shared/schemas/platform-usage';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

export const readPlatformUsage = createRoute({
  method: 'get',
  path: '/platform/usage',
  tags: ['Platform usage'],
  summary:
    'Sign-ups per week and plan, trials ended and converted, active people and deals per day (goal: p95 ≤ 50 ms at 1 M deals, npm run bench -- scale)',
  middleware: [requireUser, requirePermission('platformUsage.read')],
  request: { query: platformUsageQuerySchema },
  responses: {
    200: jsonResponse(platformUsageSchema, 'The counts, every week and day of the range'),
    ...signedInErrors,
  },
});
