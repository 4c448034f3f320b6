import { createRoute } from '@hono/zod-openapi';
import {
  changePasswordRequestSchema,
  csrfResponseSchema,
  emailRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  tokenRequestSchema,
} from '@das/shared/schemas/auth';
import { rateLimitAuth } from '../../auth/rate-limit';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, errorResponse, jsonBody } from '../../lib/openapi';

const tags = ['Identity'];
const limited = rateLimitAuth;

export const getCsrfToken = createRoute({
  method: 'get',
  path: '/auth/csrf',
  tags,
  summary: 'Issue an anti-forgery token (send it back as X-CSRF-Token)',
  responses: { 200: jsonResponse(csrfResponseSchema, 'A token valid for 30 minutes') },
});

export const signIn = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  tags,
  summary: 'Sign in with e-mail and password',
  middleware: limited,
  request: jsonBody(signInRequestSchema),
  responses: {
    200: jsonResponse(sessionResponseSchema, 'Signed in; the session cookie is set'),
    400: errorResponse('Invalid input'),
    401: errorResponse('Invalid login credentials'),
    403: errorResponse('Email not confirmed, or the anti-forgery token is missing'),
    429: errorResponse('Too many requests, or the account is locked (details.minutes)'),
  },
});

export const resendVerification = createRoute({
  method: 'post',
  path: '/auth/resend-verification',
  tags,
  summary: 'Send the verification e-mail again',
  middleware: limited,
  request: jsonBody(emailRequestSchema),
  responses: {
    204: { description: 'Sent when the account exists and is unverified' },
    400: errorResponse('Invalid input'),
  },
});

export const verifyEmail = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags,
  summary: 'Confirm an e-mail address with the token from the verification e-mail',
  middleware: limited,
  request: jsonBody(tokenRequestSchema),
  responses: {
    204: { description: 'Verified' },
    400: errorResponse('Email link is invalid or has expired'),
  },
});

export const requestMagicLink = createRoute({
  method: 'post',
  path: '/auth/magic-link',
  tags,
  summary: 'E-mail a single-use sign-in link, valid 10 minutes',
  middleware: limited,
  request: jsonBody(emailRequestSchema),
  responses: {
    204: { description: 'Sent when the account exists' },
    400: errorResponse('Invalid input'),
  },
});

export const verifyMagicLink = createRoute({
  method: 'post',
  path: '/auth/magic-link/verify',
  tags,
  summary: 'Sign in with the token of a magic link',
  middleware: limited,
  request: jsonBody(tokenRequestSchema),
  responses: {
    200: jsonResponse(sessionResponseSchema, 'Signed in; the session cookie is set'),
    400: errorResponse('Email link is invalid or has expired'),
  },
});

export const requestPasswordReset = createRoute({
  method: 'post',
  path: '/auth/password-reset/request',
  tags,
  summary: 'E-mail a password reset link',
  middleware: limited,
  request: jsonBody(emailRequestSchema),
  responses: {
    204: { description: 'Sent when the account exists' },
    400: errorResponse('Invalid input'),
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/auth/password-reset',
  tags,
  summary: 'Choose a new password with the token of a reset link; ends every session',
  middleware: limited,
  request: jsonBody(resetPasswordRequestSchema),
  responses: {
    204: { description: 'Password changed' },
    400: errorResponse('Invalid input or link'),
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/auth/change-password',
  tags,
  summary: "Change the signed-in user's password; ends their other sessions",
  middleware: [requireUser, limited],
  request: jsonBody(changePasswordRequestSchema),
  responses: {
    200: jsonResponse(
      sessionResponseSchema,
      'Changed; this browser stays signed in with a new session',
    ),
    400: errorResponse('Invalid input or wrong current password'),
    401: errorResponse('Not signed in'),
  },
});

export const refreshSession = createRoute({
  method: 'post',
  path: '/auth/session/refresh',
  tags,
  summary: 'Mint a new access token from the session cookie',
  responses: {
    200: jsonResponse(sessionResponseSchema, 'A fresh access token'),
    204: { description: 'No session cookie: nobody is signed in in this browser' },
    401: errorResponse('The session has ended, expired or been refused'),
  },
});

export const signOut = createRoute({
  method: 'post',
  path: '/auth/sign-out',
  tags,
  summary: 'End the session of this browser',
  responses: { 204: { description: 'Signed out' } },
});
