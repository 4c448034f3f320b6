import { createRoute } from '@hono/zod-openapi';
import {
  areaVicePresidentQuerySchema,
  areaVicePresidentsSchema,
  assignAreaVicePresidentSchema,
  createAreaSchema,
  createDealershipSchema,
  createGroupSchema,
  createdTenantSchema,
  moveStoreSchema,
  renameTenantSchema,
  setTenantActiveSchema,
  tenantIdParamSchema,
  tenantListSchema,
  tenantParamSchema,
  tenantSearchQuerySchema,
} from '@das/shared/schemas/platform-tenants';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Platform tenants'];
const middleware = [requireUser, requirePermission('platformTenants.manage')];
const notFound = { 404: errorResponse('No such area, group, store or person') };
const changed = { 204: { description: 'Changed' }, ...notFound, ...signedInErrors };
const created = {
  201: jsonResponse(createdTenantSchema, 'Its id'),
  ...notFound,
  ...signedInErrors,
};

export const searchTenants = createRoute({
  method: 'get',
  path: '/platform/tenants',
  tags,
  summary: 'Areas, dealer groups and dealerships by name, city or id, by name',
  middleware,
  request: { query: tenantSearchQuerySchema },
  responses: { 200: jsonResponse(tenantListSchema, 'The matches'), ...signedInErrors },
});

export const createArea = createRoute({
  method: 'post',
  path: '/platform/tenants/areas',
  tags,
  summary: 'Create an area',
  middleware,
  request: jsonBody(createAreaSchema),
  responses: created,
});

export const createGroup = createRoute({
  method: 'post',
  path: '/platform/tenants/groups',
  tags,
  summary: 'Create a dealer group, in an area or in none',
  middleware,
  request: jsonBody(createGroupSchema),
  responses: created,
});

export const createDealership = createRoute({
  method: 'post',
  path: '/platform/tenants/dealerships',
  tags,
  summary: 'Create a store (in a group or in none) or a single finance office',
  middleware,
  request: jsonBody(createDealershipSchema),
  responses: created,
});

export const renameTenant = createRoute({
  method: 'patch',
  path: '/platform/tenants/{record}/{id}',
  tags,
  summary: 'Rename an area, a dealer group or a dealership',
  middleware,
  request: { params: tenantParamSchema, ...jsonBody(renameTenantSchema) },
  responses: changed,
});

export const setTenantActive = createRoute({
  method: 'post',
  path: '/platform/tenants/{record}/{id}/active',
  tags,
  summary:
    'Deactivate (nobody of it signs in any more; nothing is deleted) or reactivate an area, a dealer group or a dealership',
  middleware,
  request: { params: tenantParamSchema, ...jsonBody(setTenantActiveSchema) },
  responses: changed,
});

export const moveStore = createRoute({
  method: 'post',
  path: '/platform/tenants/dealerships/{id}/group',
  tags,
  summary: 'Move a store to another dealer group, or out of any',
  middleware,
  request: { params: tenantIdParamSchema, ...jsonBody(moveStoreSchema) },
  responses: changed,
});

export const listAreaVicePresidents = createRoute({
  method: 'get',
  path: '/platform/tenants/area-vice-presidents',
  tags,
  summary: 'Area vice presidents by name or e-mail, or those of one area',
  middleware,
  request: { query: areaVicePresidentQuerySchema },
  responses: {
    200: jsonResponse(areaVicePresidentsSchema, 'The vice presidents, by name'),
    ...signedInErrors,
  },
});

export const assignAreaVicePresident = createRoute({
  method: 'post',
  path: '/platform/tenants/areas/{id}/vice-presidents',
  tags,
  summary: "Make an area vice president the area's (they leave the area they had)",
  middleware,
  request: { params: tenantIdParamSchema, ...jsonBody(assignAreaVicePresidentSchema) },
  responses: changed,
});
