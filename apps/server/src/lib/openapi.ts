import type { z } from '@hono/zod-openapi';
import { errorBodySchema } from '@das/shared/schemas/error';

/** Building blocks of route contracts, so every module describes answers the same way. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** What any signed-in route may answer besides its own outcomes. */
export const signedInErrors = {
  400: errorResponse('Invalid input, naming each field'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this role or dealership'),
};
