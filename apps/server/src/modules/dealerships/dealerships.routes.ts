import { createRoute, z } from '@hono/zod-openapi';
import { dealershipListResponseSchema } from '@das/shared/schemas/auth';
import { staffListSchema, updateStaffSchema } from '@das/shared/schemas/finance';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

export const listDealerships = createRoute({
  method: 'get',
  path: '/dealerships',
  tags: ['Dealerships'],
  summary: 'The dealerships the caller may see, by name',
  middleware: requireUser,
  responses: {
    200: jsonResponse(dealershipListResponseSchema, 'Visible dealerships'),
    401: errorResponse('Not signed in'),
  },
});

export const listStaff = createRoute({
  method: 'get',
  path: '/dealerships/{dealership_id}/staff',
  tags: ['Dealerships'],
  summary: "A dealership's people, for choosing who worked a deal",
  middleware: requireUser,
  request: { params: z.object({ dealership_id: z.coerce.number().int().positive() }) },
  responses: { 200: jsonResponse(staffListSchema, 'The staff, by name'), ...signedInErrors },
});

export const listLenders = createRoute({
  method: 'get',
  path: '/dealerships/{dealership_id}/lenders',
  tags: ['Dealerships'],
  summary: "Lenders to choose from: the store's own, most used first, then the common ones",
  middleware: requireUser,
  request: { params: z.object({ dealership_id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonResponse(z.object({ lenders: z.array(z.string()) }), 'Lender names'),
    ...signedInErrors,
  },
});

export const updateStaff = createRoute({
  method: 'patch',
  path: '/dealerships/{dealership_id}/staff/{user_id}',
  tags: ['Dealerships'],
  summary:
    "Put a salesperson on a sales manager's team, deactivate or reactivate someone (the store's managers), or change their role (its admins)",
  middleware: requireUser,
  request: {
    params: z.object({ dealership_id: z.coerce.number().int().positive(), user_id: z.uuid() }),
    ...jsonBody(updateStaffSchema),
  },
  responses: {
    200: jsonResponse(staffListSchema.shape.staff.element, 'The person as saved'),
    404: errorResponse('No such person here'),
    ...signedInErrors,
  },
});

export const viewAs = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/view-as',
  tags: ['Dealerships'],
  summary:
    'Platform staff open a store\'s boards read-only (issue 13 "View as"): the opening is audited, the store named',
  middleware: [requireUser, requirePermission('store.viewAs')],
  request: { params: z.object({ dealership_id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int(), name: z.string() }), 'The store opened'),
    ...signedInErrors,
  },
});
