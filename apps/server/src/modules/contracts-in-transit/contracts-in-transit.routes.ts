import { createRoute, z } from '@hono/zod-openapi';
import {
  contractsInTransitQuerySchema,
  contractsInTransitSchema,
} from '@das/shared/schemas/contracts-in-transit';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Finance'];
// Whoever reads the store's F&I figures reads what they are waiting on.
const middleware = [requireUser, requirePermission('finance.read')];

export const getContractsInTransit = createRoute({
  method: 'get',
  path: '/finance/contracts-in-transit',
  tags,
  summary: "A store's pending deals by days waited, per lender and F&I manager, oldest first",
  middleware,
  request: { query: contractsInTransitQuerySchema },
  responses: {
    200: jsonResponse(contractsInTransitSchema, 'The pending deals summed by age'),
    ...signedInErrors,
  },
});

export const exportContractsInTransit = createRoute({
  method: 'get',
  path: '/finance/contracts-in-transit/export',
  tags,
  summary: 'Every pending deal of a store, oldest first, as CSV',
  middleware,
  request: { query: contractsInTransitQuerySchema },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...signedInErrors,
  },
});
