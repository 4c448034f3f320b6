import { createRoute, z } from '@hono/zod-openapi';
import {
  addGroupStoreSchema,
  groupParamSchema,
  groupPersonParamSchema,
  groupSettingsSchema,
  groupStoreParamSchema,
  movePersonSchema,
  renameSchema,
} from '@das/shared/schemas/group-settings';
import {
  groupPayPlanTemplatesSchema,
  groupProductTargetsSchema,
  saveGroupPayPlanTemplatesSchema,
  saveGroupProductTargetsSchema,
} from '@das/shared/schemas/store-defaults';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Group settings'];
const notFound = { 404: errorResponse('No such dealer group, store or person within reach') };
const store = z.object({ id: z.number().int(), name: z.string() });

export const getGroupSettings = createRoute({
  method: 'get',
  path: '/groups/{id}/settings',
  tags,
  summary: "A dealer group's name, subscription, stores with their admins, and people",
  middleware: [requireUser, requirePermission('groupSettings.read')],
  request: { params: groupParamSchema },
  responses: {
    200: jsonResponse(groupSettingsSchema, 'The settings'),
    ...notFound,
    ...signedInErrors,
  },
});

export const renameGroup = createRoute({
  method: 'put',
  path: '/groups/{id}/name',
  tags,
  summary: 'Rename the dealer group',
  middleware: [requireUser, requirePermission('groupSettings.set')],
  request: { params: groupParamSchema, ...jsonBody(renameSchema) },
  responses: { 200: jsonResponse(store, 'The group as renamed'), ...notFound, ...signedInErrors },
});

export const renameGroupStore = createRoute({
  method: 'put',
  path: '/groups/{id}/stores/{dealership_id}/name',
  tags,
  summary: "Rename one of the group's stores",
  middleware: [requireUser, requirePermission('groupSettings.set')],
  request: { params: groupStoreParamSchema, ...jsonBody(renameSchema) },
  responses: { 200: jsonResponse(store, 'The store as renamed'), ...notFound, ...signedInErrors },
});

export const addGroupStore = createRoute({
  method: 'post',
  path: '/groups/{id}/stores',
  tags,
  summary: "Add a store to the group, billed on the group's subscription up to the plan's limit",
  middleware: [requireUser, requirePermission('groupSettings.set')],
  request: { params: groupParamSchema, ...jsonBody(addGroupStoreSchema) },
  responses: {
    201: jsonResponse(store, 'The new store'),
    409: errorResponse("The plan's limit of stores is reached, or the subscription is canceled"),
    ...notFound,
    ...signedInErrors,
  },
});

export const movePerson = createRoute({
  method: 'post',
  path: '/groups/{id}/people/{user_id}/move',
  tags,
  summary:
    'Move a person to another store of the group; their deals and sales stay with the store where they happened',
  middleware: [requireUser, requirePermission('staff.moveStore')],
  request: { params: groupPersonParamSchema, ...jsonBody(movePersonSchema) },
  responses: {
    200: jsonResponse(
      z.object({ userId: z.uuid(), dealershipId: z.number().int() }),
      'The person at their new store',
    ),
    ...notFound,
    ...signedInErrors,
  },
});

export const getGroupProductTargets = createRoute({
  method: 'get',
  path: '/groups/{id}/product-targets',
  tags,
  summary: "The group's penetration targets per product, which its stores may adopt",
  middleware: [requireUser, requirePermission('groupSettings.read')],
  request: { params: groupParamSchema },
  responses: {
    200: jsonResponse(groupProductTargetsSchema, 'The targets'),
    ...notFound,
    ...signedInErrors,
  },
});

export const saveGroupProductTargets = createRoute({
  method: 'put',
  path: '/groups/{id}/product-targets',
  tags,
  summary:
    "Set the group's penetration targets per product; a store's own targets change only when it adopts them",
  middleware: [requireUser, requirePermission('groupSettings.set')],
  request: { params: groupParamSchema, ...jsonBody(saveGroupProductTargetsSchema) },
  responses: {
    200: jsonResponse(groupProductTargetsSchema, 'The targets as saved'),
    ...notFound,
    ...signedInErrors,
  },
});

export const getGroupPayPlanTemplates = createRoute({
  method: 'get',
  path: '/groups/{id}/pay-plan-templates',
  tags,
  summary: "The group's pay-plan template of each role, which its stores may adopt",
  middleware: [requireUser, requirePermission('groupSettings.read')],
  request: { params: groupParamSchema },
  responses: {
    200: jsonResponse(groupPayPlanTemplatesSchema, 'The templates'),
    ...notFound,
    ...signedInErrors,
  },
});

export const saveGroupPayPlanTemplates = createRoute({
  method: 'put',
  path: '/groups/{id}/pay-plan-templates',
  tags,
  summary:
    "Set the group's pay-plan template of each role; a store's default plans change only when it adopts them",
  middleware: [requireUser, requirePermission('groupSettings.set')],
  request: { params: groupParamSchema, ...jsonBody(saveGroupPayPlanTemplatesSchema) },
  responses: {
    200: jsonResponse(groupPayPlanTemplatesSchema, 'The templates as saved'),
    ...notFound,
    ...signedInErrors,
  },
});
