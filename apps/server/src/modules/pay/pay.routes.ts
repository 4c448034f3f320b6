import { createRoute, z } from '@hono/zod-openapi';
import {
  payEstimateQuerySchema,
  payEstimateSchema,
  savedPayPlanSchema,
  savePayPlanSchema,
  teamPayPlansSchema,
  PAY_PLAN_KINDS,
} from '@das/shared/schemas/pay';
import { payStatementQuerySchema, payStatementSchema } from '@das/shared/schemas/reports';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Pay'];

export const getPayEstimate = createRoute({
  method: 'get',
  path: '/finance/pay-estimate',
  tags,
  summary: "The caller's F&I pay for a month: earned, at risk and projected",
  middleware: requireUser,
  request: { query: payEstimateQuerySchema },
  responses: {
    200: jsonResponse(payEstimateSchema, 'The estimate, line by line'),
    ...signedInErrors,
  },
});

export const listPayPlans = createRoute({
  method: 'get',
  path: '/pay-plans',
  tags,
  summary: "The plans in force for a store's people of one kind (F&I, salespeople, managers)",
  middleware: [requireUser, requirePermission('payPlans.read')],
  request: {
    query: z.object({
      dealership_id: z.coerce.number().int().positive().optional(),
      kind: z.enum(PAY_PLAN_KINDS).default('finance'),
    }),
  },
  responses: {
    200: jsonResponse(teamPayPlansSchema, 'One plan per finance manager'),
    ...signedInErrors,
  },
});

export const savePayPlan = createRoute({
  method: 'put',
  path: '/pay-plans/{user_id}',
  tags,
  summary: 'Save a new version of a pay plan, taking effect on the first of a month',
  middleware: [requireUser, requirePermission('payPlan.set')],
  request: { params: z.object({ user_id: z.uuid() }), ...jsonBody(savePayPlanSchema) },
  responses: {
    200: jsonResponse(savedPayPlanSchema, 'The plan as saved'),
    404: errorResponse('No such person here'),
    ...signedInErrors,
  },
});

export const getPayStatement = createRoute({
  method: 'get',
  path: '/pay/statement',
  tags,
  summary: "A person's monthly pay statement: the plan in force and what it produced, line by line",
  middleware: requireUser,
  request: { query: payStatementQuerySchema },
  responses: {
    200: jsonResponse(payStatementSchema, 'The statement'),
    404: errorResponse('No such person here'),
    ...signedInErrors,
  },
});
