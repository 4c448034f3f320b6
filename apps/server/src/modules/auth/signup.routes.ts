import { createRoute } from '@hono/zod-openapi';
import { signUpRequestSchema } from '@das/shared/schemas/auth';
import {
  dealerGroupSignUpRequestSchema,
  dealershipSignUpRequestSchema,
  signUpResponseSchema,
} from '@das/shared/schemas/signup';
import { rateLimitAuth } from '../../auth/rate-limit';
import { idempotent } from '../../lib/idempotency';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';

/**
 * The three sign-ups (issue 6). Each creates its records in one transaction,
 * starts a 14-day trial with no card, and e-mails a verification link after
 * the commit. An address that already has an account gets the same answer and
 * nothing is written, so the form cannot reveal who is a customer.
 */
const tags = ['Sign-up'];
const limited = rateLimitAuth;

const outcomes = (created: string) => ({
  201: jsonResponse(
    signUpResponseSchema,
    `${created}; a verification e-mail is on its way. The same answer when the address already has an account.`,
  ),
  400: errorResponse(
    'VALIDATION_ERROR naming each bad field in details; the password rules are listed in one message',
  ),
  429: errorResponse('Too many requests from this address, or too many e-mails to this inbox'),
});

export const signUp = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags,
  summary: 'Sign up a single finance manager: their own F&I office, on a trial',
  middleware: [limited, idempotent],
  request: jsonBody(signUpRequestSchema),
  responses: outcomes('The manager, their office and a trial subscription were created'),
});

export const signUpDealership = createRoute({
  method: 'post',
  path: '/auth/sign-up/dealership',
  tags,
  summary: 'Sign up a dealership: the store and its dealership admin, on a trial for one location',
  middleware: [limited, idempotent],
  request: jsonBody(dealershipSignUpRequestSchema),
  responses: outcomes('The dealership, its admin and a trial subscription were created'),
});

export const signUpDealerGroup = createRoute({
  method: 'post',
  path: '/auth/sign-up/dealer-group',
  tags,
  summary:
    'Sign up a dealer group: the group, its 2–50 dealerships and its group admin, on a trial for every store',
  middleware: [limited, idempotent],
  request: jsonBody(dealerGroupSignUpRequestSchema),
  responses: outcomes(
    'The group, its dealerships, its admin and a trial subscription were created',
  ),
});
