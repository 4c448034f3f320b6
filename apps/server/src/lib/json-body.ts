import type { MiddlewareHandler } from 'hono';
import { REQUEST_BODY_TOO_COMPLEX } from '@das/shared/errors';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { BodyTooComplexError, sanitizeRequestBody } from './request-body';

/** Far above what any form sends; past it the body cannot be within SPEC.md §5's limits anyway. */
const MAX_BODY_BYTES = 256 * 1024;
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON body once, refuses it when it is too large or too complex, and
 * leaves the sanitized copy where Hono's validators read the body from.
 */
export const sanitizeJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) return next();
  const declaredLength = Number(c.req.header('Content-Length') ?? 0);
  if (declaredLength > MAX_BODY_BYTES)
    throw new AppError('INVALID_REQUEST', REQUEST_BODY_TOO_COMPLEX);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AppError('INVALID_REQUEST', REQUEST_BODY_TOO_COMPLEX);
  }
  if (text.trim() === '') return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_REQUEST', 'Request body is not valid JSON');
  }
  try {
    const clean = JSON.stringify(sanitizeRequestBody(parsed));
    // Hono keeps body promises in bodyCache (typed as plain values); its validators read from there.
    c.req.bodyCache = { text: Promise.resolve(clean) } as unknown as typeof c.req.bodyCache;
  } catch (error) {
    if (error instanceof BodyTooComplexError) {
      throw new AppError('INVALID_REQUEST', REQUEST_BODY_TOO_COMPLEX);
    }
    throw error;
  }
  return next();
};
