import { createRoute, z } from '@hono/zod-openapi';
import {
  changePlatformRoleSchema,
  platformPeoplePageSchema,
  platformPeopleQuerySchema,
  platformPersonSchema,
} from '@das/shared/schemas/platform-people';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Platform people'];
const personParam = z.object({ user_id: z.uuid() });
const personErrors = {
  404: errorResponse('No such person within reach'),
  409: errorResponse('Not possible in the state the person is in'),
  ...signedInErrors,
};
/** Each route's own action: a role that may never do it is refused before anything is read. */
const gate = (action: Parameters<typeof requirePermission>[0]) => [
  requireUser,
  requirePermission(action),
];

export const searchPeople = createRoute({
  method: 'get',
  path: '/platform/people',
  tags,
  summary: 'People of every store whose name or e-mail holds the text, by e-mail, a page at a time',
  middleware: gate('platformPeople.read'),
  request: { query: platformPeopleQuerySchema },
  responses: {
    200: jsonResponse(platformPeoplePageSchema, 'One page of people'),
    ...signedInErrors,
  },
});

export const unlockPerson = createRoute({
  method: 'post',
  path: '/platform/people/{user_id}/unlock',
  tags,
  summary: 'Lift the lock that failed sign-ins put on an account',
  middleware: gate('platformPeople.help'),
  request: { params: personParam },
  responses: { 200: jsonResponse(platformPersonSchema, 'Unlocked'), ...personErrors },
});

export const endSessions = createRoute({
  method: 'post',
  path: '/platform/people/{user_id}/end-sessions',
  tags,
  summary: 'End every session of a person: they sign in again on every device',
  middleware: gate('platformPeople.help'),
  request: { params: personParam },
  responses: { 200: jsonResponse(platformPersonSchema, 'Ended'), ...personErrors },
});

export const resendVerification = createRoute({
  method: 'post',
  path: '/platform/people/{user_id}/verification',
  tags,
  summary: 'E-mail a new link to confirm the address (only while it is not confirmed)',
  middleware: gate('platformPeople.help'),
  request: { params: personParam },
  responses: { 204: { description: 'Sent' }, ...personErrors },
});

export const sendPasswordReset = createRoute({
  method: 'post',
  path: '/platform/people/{user_id}/password-reset',
  tags,
  summary: 'E-mail a person a link to choose a new password',
  middleware: gate('platformPeople.help'),
  request: { params: personParam },
  responses: { 204: { description: 'Sent' }, ...personErrors },
});

export const changeRole = createRoute({
  method: 'post',
  path: '/platform/people/{user_id}/role',
  tags,
  summary: 'Give a person another role below your own; only a master admin gives or takes admin',
  middleware: gate('platformPeople.changeRole'),
  request: { params: personParam, ...jsonBody(changePlatformRoleSchema) },
  responses: { 200: jsonResponse(platformPersonSchema, 'Changed'), ...personErrors },
});
