import { createRoute, z } from '@hono/zod-openapi';
import {
  boardLinksSchema,
  boardSettingsSchema,
  createBoardLinkSchema,
  createdBoardLinkSchema,
  showroomBoardSchema,
} from '@das/shared/schemas/showroom-board';
import { lastEventIdHeadersSchema } from '@das/shared/schemas/store-events';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';
import { requireBoardLink } from './board-token';

const tags = ['Showroom board'];
const store = z.object({ dealership_id: z.coerce.number().int().positive() });
const manage = [requireUser, requirePermission('boardLinks.manage')];

export const listBoardLinks = createRoute({
  method: 'get',
  path: '/dealerships/{dealership_id}/board-links',
  tags,
  summary: "A store's showroom-board links in force, and whether the board shows gross",
  middleware: manage,
  request: { params: store },
  responses: { 200: jsonResponse(boardLinksSchema, 'The links'), ...signedInErrors },
});

export const createBoardLink = createRoute({
  method: 'post',
  path: '/dealerships/{dealership_id}/board-links',
  tags,
  summary:
    'Hand out a showroom-board link: its device token is in this answer once and stored only hashed',
  middleware: manage,
  request: { params: store, ...jsonBody(createBoardLinkSchema) },
  responses: {
    201: jsonResponse(createdBoardLinkSchema, 'The link and its token'),
    ...signedInErrors,
  },
});

export const revokeBoardLink = createRoute({
  method: 'delete',
  path: '/dealerships/{dealership_id}/board-links/{link_id}',
  tags,
  summary: 'Revoke a board link: its board is refused from its next read, its stream within a beat',
  middleware: manage,
  request: { params: store.extend({ link_id: z.uuid() }) },
  responses: {
    204: { description: 'Revoked' },
    404: errorResponse('No link in force by that id in that store'),
    ...signedInErrors,
  },
});

export const saveBoardSettings = createRoute({
  method: 'put',
  path: '/dealerships/{dealership_id}/board-settings',
  tags,
  summary: 'Choose whether the showroom board shows gross amounts (off by default)',
  middleware: manage,
  request: { params: store, ...jsonBody(boardSettingsSchema) },
  responses: {
    200: jsonResponse(boardLinksSchema, 'The links and the setting'),
    ...signedInErrors,
  },
});

const boardErrors = {
  401: errorResponse('No board token, or one unknown or revoked'),
  403: errorResponse("The token is another store's"),
};

export const getBoard = createRoute({
  method: 'get',
  path: '/board/{dealership_id}',
  tags,
  summary:
    "A store's showroom board, read with a board link's token (Bearer): today's and the month's units by salesperson, goal pace, the newest sales and deals, who is on shift, top F&I products; amounts only when the store shows gross",
  middleware: requireBoardLink,
  request: { params: store },
  responses: { 200: jsonResponse(showroomBoardSchema, 'The board'), ...boardErrors },
});

export const streamBoardEvents = createRoute({
  method: 'get',
  path: '/board/{dealership_id}/events',
  tags,
  summary:
    "The store's changes for its showroom board (server-sent events, as /dealerships/{id}/events), read with a board link's token; a revoked link's stream ends within a heartbeat",
  middleware: requireBoardLink,
  request: {
    params: store,
    headers: lastEventIdHeadersSchema,
  },
  responses: {
    200: {
      description: 'An endless text/event-stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    400: errorResponse('A Last-Event-ID that is not an event id'),
    ...boardErrors,
  },
});
