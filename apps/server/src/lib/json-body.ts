import type { MiddlewareHandler } from 'hono';
import { REQUEST_BODY_LIMITS } from '@das/shared/constants';
import { REQUEST_BODY_TOO_COMPLEX } from '@das/shared/errors';
import type { AppEnv } from './app-env';
import { AppError, validationError } from './app-error';
import { BodyTooComplexError, checkRequestBody } from './request-body';

/**
 * The one body parser of the API (ADR 016). A write's body is JSON: its media
 * type is application/json or a `+json` type (matched in any case, parameters
 * allowed, a charset only UTF-8), or one a route adds for itself, such as the
 * browsers' application/csp-report; anything else is 415 UNSUPPORTED_MEDIA_TYPE.
 * Past REQUEST_BODY_LIMITS.maxBytes it is 413 PAYLOAD_TOO_LARGE, unread; text
 * that is not UTF-8 JSON is 400 INVALID_REQUEST; then `checkRequestBody` holds
 * it to the rules of every field. The route then sees the same text as
 * application/json, and its schema checks each field.
 */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_SUFFIX_TYPE = /^application\/[a-z0-9!#$&^_.+-]+\+json$/;
const UTF_8 = new Set(['utf-8', 'utf8']);

export interface JsonBodyOptions {
  /** Media types besides JSON's that a path takes; its body is still parsed as JSON. */
  alsoAccept?: Record<string, readonly string[]>;
  /** A smaller byte limit for a path than REQUEST_BODY_LIMITS.maxBytes. */
  maxBytesOf?: Record<string, number>;
  /**
   * Paths that take a file as multipart/form-data (the deal import, ADR 032), with
   * their byte limit: the body is held to it and passed on unread; the route reads
   * the parts and checks each. Any other media type there is 415.
   */
  uploads?: Record<string, number>;
}

interface MediaType {
  essence: string;
  parameters: Map<string, string>;
}

/** `Type/Sub; charset="UTF-8"` → `type/sub` and its parameters, lower-cased. */
function parseMediaType(header: string): MediaType {
  const [essence = '', ...rest] = header.split(';');
  const parameters = new Map<string, string>();
  for (const parameter of rest) {
    const separator = parameter.indexOf('=');
    if (separator < 0) continue;
    const name = parameter.slice(0, separator).trim().toLowerCase();
    const value = parameter
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    parameters.set(name, value.toLowerCase());
  }
  return { essence: essence.trim().toLowerCase(), parameters };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', undefined, { maxBytes });
}

/** Reads the body, stopping as soon as it passes the limit. */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The same request, now carrying `body` (or none) as application/json. */
function withJsonBody(request: Request, body: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete('Content-Length');
  headers.delete('Transfer-Encoding');
  if (body === null) headers.delete('Content-Type');
  else headers.set('Content-Type', 'application/json');
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
}

/** The same request, carrying the bytes already read (the stream can be read once). */
function withBytes(request: Request, bytes: Uint8Array): Request {
  const headers = new Headers(request.headers);
  headers.delete('Transfer-Encoding');
  headers.set('Content-Length', String(bytes.byteLength));
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes,
    signal: request.signal,
  });
}

export function readJsonBody({
  alsoAccept = {},
  maxBytesOf = {},
  uploads = {},
}: JsonBodyOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    const uploadLimit = uploads[c.req.path];
    if (uploadLimit !== undefined) {
      const { essence } = parseMediaType(c.req.header('Content-Type') ?? '');
      if (essence !== 'multipart/form-data') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the file as multipart/form-data', {
          accepted: ['multipart/form-data'],
        });
      }
      if (Number(c.req.header('Content-Length') ?? 0) > uploadLimit) throw tooLarge(uploadLimit);
      c.req.raw = withBytes(c.req.raw, await readLimited(c.req.raw, uploadLimit));
      return next();
    }
    const maxBytes = maxBytesOf[c.req.path] ?? REQUEST_BODY_LIMITS.maxBytes;
    if (Number(c.req.header('Content-Length') ?? 0) > maxBytes) throw tooLarge(maxBytes);
    const bytes = await readLimited(c.req.raw, maxBytes);
    if (bytes.byteLength === 0) {
      // No body is no body whatever its label: the route's schema names what is missing.
      c.req.raw = withJsonBody(c.req.raw, null);
      return next();
    }

    const accepted = ['application/json', ...(alsoAccept[c.req.path] ?? [])];
    const { essence, parameters } = parseMediaType(c.req.header('Content-Type') ?? '');
    const charset = parameters.get('charset');
    const isJson = accepted.includes(essence) || JSON_SUFFIX_TYPE.test(essence);
    if (!isJson || (charset !== undefined && !UTF_8.has(charset))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { accepted });
    }

    let text: string;
    let body: unknown;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      body = JSON.parse(text);
    } catch {
      throw new AppError('INVALID_REQUEST', 'Request body is not valid JSON');
    }
    let issues;
    try {
      issues = checkRequestBody(body);
    } catch (error) {
      if (error instanceof BodyTooComplexError) {
        throw new AppError('INVALID_REQUEST', REQUEST_BODY_TOO_COMPLEX);
      }
      throw error;
    }
    if (issues.length > 0) throw validationError(issues);

    c.req.raw = withJsonBody(c.req.raw, text);
    return next();
  };
}
