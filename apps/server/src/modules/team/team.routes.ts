import { createRoute, z } from '@hono/zod-openapi';
import {
  createTeamMemberSchema,
  teamListSchema,
  teamMemberSchema,
  updateTeamMemberSchema,
} from '@das/shared/schemas/team';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, errorResponse, jsonBody, signedInErrors } from '../../lib/openapi';

const tags = ['Team'];
const idParam = z.object({ id: z.uuid() });

export const listTeam = createRoute({
  method: 'get',
  path: '/team-members',
  tags,
  summary: "A single finance manager's team",
  middleware: requireUser,
  responses: { 200: jsonResponse(teamListSchema, 'The team, by name'), ...signedInErrors },
});

export const addMember = createRoute({
  method: 'post',
  path: '/team-members',
  tags,
  summary: 'Add a salesperson or sales manager to the team',
  middleware: requireUser,
  request: jsonBody(createTeamMemberSchema),
  responses: { 201: jsonResponse(teamMemberSchema, 'Added'), ...signedInErrors },
});

export const changeMember = createRoute({
  method: 'patch',
  path: '/team-members/{id}',
  tags,
  summary: 'Rename, change the role of, deactivate or reactivate a member',
  middleware: requireUser,
  request: { params: idParam, ...jsonBody(updateTeamMemberSchema) },
  responses: {
    200: jsonResponse(teamMemberSchema, 'Saved'),
    404: errorResponse('No such member'),
    ...signedInErrors,
  },
});

export const removeMember = createRoute({
  method: 'delete',
  path: '/team-members/{id}',
  tags,
  summary: 'Remove a member who is on no deal (otherwise deactivate them)',
  middleware: requireUser,
  request: { params: idParam },
  responses: {
    204: { description: 'Removed' },
    404: errorResponse('No such member'),
    409: errorResponse('The member is on deals; deactivate instead'),
    ...signedInErrors,
  },
});
