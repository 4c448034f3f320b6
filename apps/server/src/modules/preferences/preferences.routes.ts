import { createRoute } from '@hono/zod-openapi';
import { preferencesSchema, updatePreferencesSchema } from '@das/shared/schemas/team';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';

export const getPreferences = createRoute({
  method: 'get',
  path: '/me/preferences',
  tags: ['Preferences'],
  summary: "The caller's display preferences",
  middleware: requireUser,
  responses: { 200: jsonResponse(preferencesSchema, 'Preferences, defaults when never saved') },
});

export const updatePreferences = createRoute({
  method: 'patch',
  path: '/me/preferences',
  tags: ['Preferences'],
  summary: 'Change display preferences',
  middleware: requireUser,
  request: jsonBody(updatePreferencesSchema),
  responses: { 200: jsonResponse(preferencesSchema, 'Saved'), 400: errorResponse('Invalid input') },
});
