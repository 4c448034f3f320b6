import { createRoute } from '@hono/zod-openapi';
import {
  billingPreviewSchema,
  cancelSubscriptionSchema,
  extendTrialSchema,
  platformSubscriptionSchema,
  subscriptionIdParamSchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
} from '@das/shared/schemas/platform-subscriptions';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Platform subscriptions'];
const read = [requireUser, requirePermission('platformSubscriptions.read')];
const manage = [requireUser, requirePermission('platformSubscriptions.manage')];
const changeResponses = {
  200: jsonResponse(platformSubscriptionSchema, 'The subscription as it now stands'),
  ...signedInErrors,
  404: errorResponse('No such subscription within reach'),
  409: errorResponse('Not possible in its present state'),
};

export const listSubscriptions = createRoute({
  method: 'get',
  path: '/platform/subscriptions',
  tags,
  summary: 'Every subscription, newest first, by status, plan or tenant name, a page at a time',
  middleware: read,
  request: { query: subscriptionListQuerySchema },
  responses: { 200: jsonResponse(subscriptionPageSchema, 'One page'), ...signedInErrors },
});

export const billingPreview = createRoute({
  method: 'get',
  path: '/platform/subscriptions/{id}/billing',
  tags,
  summary: 'What each store of a subscription would be billed a month (no payment is taken)',
  middleware: read,
  request: { params: subscriptionIdParamSchema },
  responses: {
    200: jsonResponse(billingPreviewSchema, 'The bill per store'),
    ...signedInErrors,
    404: errorResponse('No such subscription within reach'),
  },
});

export const extendTrial = createRoute({
  method: 'post',
  path: '/platform/subscriptions/{id}/extend-trial',
  tags,
  summary: 'Extend a trial by a number of days or to a day',
  middleware: manage,
  request: { params: subscriptionIdParamSchema, ...jsonBody(extendTrialSchema) },
  responses: changeResponses,
});

export const activateSubscription = createRoute({
  method: 'post',
  path: '/platform/subscriptions/{id}/activate',
  tags,
  summary: 'Activate a subscription (a trial, one past due, or one canceled)',
  middleware: manage,
  request: { params: subscriptionIdParamSchema },
  responses: changeResponses,
});

export const cancelSubscription = createRoute({
  method: 'post',
  path: '/platform/subscriptions/{id}/cancel',
  tags,
  summary: 'Cancel a subscription from a day on (today or later); the tenant then reads only',
  middleware: manage,
  request: { params: subscriptionIdParamSchema, ...jsonBody(cancelSubscriptionSchema) },
  responses: changeResponses,
});
