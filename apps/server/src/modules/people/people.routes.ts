import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptInvitationSchema,
  acceptedInvitationSchema,
  importPeopleSchema,
  importQuerySchema,
  importResultSchema,
  invitePersonSchema,
  peopleListSchema,
  personSchema,
} from '@das/shared/schemas/people';
import { rateLimitAuth } from '../../auth/rate-limit';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['People'];
const storeParam = z.object({ dealership_id: z.coerce.number().int().positive() });
const personParam = storeParam.extend({ user_id: z.uuid() });
const personErrors = {
  404: errorResponse('No such person here'),
  409: errorResponse('Not possible in the state the person is in'),
  ...signedInErrors,
};

export const listPeople = createRoute({
  method: 'get',
  path: '/dealerships/{dealership_id}/people',
  tags,
  summary: "A store's people with their e-mail, invitation and last sign-in (its admins)",
  middleware: requireUser,
  request: { params: storeParam },
  responses: { 200: jsonResponse(peopleListSchema, 'The people, by name'), ...signedInErrors },
});

export const invitePerson = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/people',
  tags,
  summary: 'Add a person and e-mail them an invitation, valid 72 hours, to choose a password',
  middleware: requireUser,
  request: { params: storeParam, ...jsonBody(invitePersonSchema) },
  responses: { 201: jsonResponse(personSchema, 'Invited'), ...signedInErrors },
});

export const importPeople = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/people/import',
  tags,
  summary:
    'Import people from a CSV (first name, last name, e-mail, role, team): a dry run answers each row, the commit invites all or none',
  middleware: requireUser,
  request: { params: storeParam, query: importQuerySchema, ...jsonBody(importPeopleSchema) },
  responses: {
    200: jsonResponse(importResultSchema, 'Dry run: each row and its result; nothing written'),
    201: jsonResponse(importResultSchema, 'Everyone invited'),
    409: errorResponse('An address was taken meanwhile; nothing written'),
    ...signedInErrors,
  },
});

export const resendInvitation = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/people/{user_id}/invitation',
  tags,
  summary: 'E-mail a new invitation; the earlier link stops working',
  middleware: requireUser,
  request: { params: personParam },
  responses: { 200: jsonResponse(personSchema, 'Sent'), ...personErrors },
});

export const revokeInvitation = createRoute({
  method: 'delete',
  path: '/dealerships/{dealership_id}/people/{user_id}/invitation',
  tags,
  summary: 'Revoke an invitation: its link stops working',
  middleware: requireUser,
  request: { params: personParam },
  responses: { 200: jsonResponse(personSchema, 'Revoked'), ...personErrors },
});

export const sendPasswordReset = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/people/{user_id}/password-reset',
  tags,
  summary: 'E-mail a person a link to choose a new password',
  middleware: requireUser,
  request: { params: personParam },
  responses: { 204: { description: 'Sent' }, ...personErrors },
});

export const acceptInvitation = createRoute({
  method: 'post',
  path: '/invitations/accept',
  tags,
  summary: "Choose a password with an invitation's token; then sign in",
  middleware: rateLimitAuth,
  request: jsonBody(acceptInvitationSchema),
  responses: {
    200: jsonResponse(acceptedInvitationSchema, 'Accepted: the address to sign in with'),
    400: errorResponse('Invalid password, or the link is invalid, used or expired'),
    429: errorResponse('Too many requests'),
  },
});
