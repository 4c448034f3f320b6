import { createRoute } from '@hono/zod-openapi';
import { floorQuerySchema } from '@das/shared/schemas/sales-floor';
import {
  adminHomeSchema,
  saveStoreSettingsSchema,
  storeQuerySchema,
  storeSettingsSchema,
} from '@das/shared/schemas/store-admin';
import {
  adoptFromGroupSchema,
  saveGoalDefaultsSchema,
  savePayPlanDefaultsSchema,
  saveShiftTemplatesSchema,
  storeDefaultsSchema,
} from '@das/shared/schemas/store-defaults';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Store admin'];

export const getAdminHome = createRoute({
  method: 'get',
  path: '/store-admin/home',
  tags,
  summary:
    "The dealership admin's home: sales and F&I side by side, goal pace, quiet salespeople, deals pending funding and what needs the admin",
  middleware: [requireUser, requirePermission('storeAdmin.read')],
  request: { query: floorQuerySchema },
  responses: { 200: jsonResponse(adminHomeSchema, 'The store at a glance'), ...signedInErrors },
});

export const getStoreSettings = createRoute({
  method: 'get',
  path: '/store-admin/settings',
  tags,
  summary: "A store's settings: name, address, time zone, products and targets, lenders, minis",
  middleware: [requireUser, requirePermission('storeAdmin.read')],
  request: { query: storeQuerySchema },
  responses: { 200: jsonResponse(storeSettingsSchema, 'The settings'), ...signedInErrors },
});

export const saveStoreSettings = createRoute({
  method: 'put',
  path: '/store-admin/settings',
  tags,
  summary: "Change a store's settings from now on (past figures stay as they were)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(saveStoreSettingsSchema),
  responses: { 200: jsonResponse(storeSettingsSchema, 'The settings as saved'), ...signedInErrors },
});

export const getStoreDefaults = createRoute({
  method: 'get',
  path: '/store-admin/defaults',
  tags,
  summary:
    "A store's defaults: its default monthly goals, its shift templates and its default pay plan of each role",
  middleware: [requireUser, requirePermission('storeAdmin.read')],
  request: { query: storeQuerySchema },
  responses: { 200: jsonResponse(storeDefaultsSchema, 'The defaults'), ...signedInErrors },
});

export const saveGoalDefaults = createRoute({
  method: 'put',
  path: '/store-admin/defaults/goals',
  tags,
  summary:
    "Set a store's default monthly goals, for months without goals of their own, from today on (a month with saved goals keeps them)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(saveGoalDefaultsSchema),
  responses: { 200: jsonResponse(storeDefaultsSchema, 'The defaults as saved'), ...signedInErrors },
});

export const saveShiftTemplates = createRoute({
  method: 'put',
  path: '/store-admin/defaults/shift-templates',
  tags,
  summary: "Set a store's shift templates, which the schedule offers (shifts already planned stay)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(saveShiftTemplatesSchema),
  responses: { 200: jsonResponse(storeDefaultsSchema, 'The defaults as saved'), ...signedInErrors },
});

export const savePayPlanDefaults = createRoute({
  method: 'put',
  path: '/store-admin/defaults/pay-plans',
  tags,
  summary:
    "Set a store's default pay plan of each role, given to people added from now on (people already here keep theirs)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(savePayPlanDefaultsSchema),
  responses: { 200: jsonResponse(storeDefaultsSchema, 'The defaults as saved'), ...signedInErrors },
});

export const adoptGroupTargets = createRoute({
  method: 'post',
  path: '/store-admin/settings/adopt-group-targets',
  tags,
  summary:
    "Copy the group's penetration targets into the store's own (later changes to the group's do not move them)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(adoptFromGroupSchema),
  responses: { 200: jsonResponse(storeSettingsSchema, 'The settings as saved'), ...signedInErrors },
});

export const adoptGroupPayPlans = createRoute({
  method: 'post',
  path: '/store-admin/defaults/adopt-group-pay-plans',
  tags,
  summary:
    "Copy the group's pay-plan templates into the store's default pay plans (later changes to the group's do not move them; nobody's plan changes)",
  middleware: [requireUser, requirePermission('storeSettings.set')],
  request: jsonBody(adoptFromGroupSchema),
  responses: { 200: jsonResponse(storeDefaultsSchema, 'The defaults as saved'), ...signedInErrors },
});
