import type { CsrfResponse } from '@das/shared/schemas/auth';
import { isErrorBody, type ErrorCode } from '@das/shared/errors';

/**
 * The HTTP client of SPEC.md §7: JSON, the access token as a Bearer header, the
 * anti-forgery token on every state-changing call (renewed and retried once when
 * stale), the session's handling of 401 / 403, and a wait out of a 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly details?: unknown,
    /** The server's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server refused the anti-forgery token: renew it, do not sign out. */
  get isCsrfFailure(): boolean {
    return (
      this.status === 403 &&
      typeof this.details === 'object' &&
      this.details !== null &&
      (this.details as { reason?: unknown }).reason === 'csrf'
    );
  }
}

/**
 * SPEC.md §4 "Auth mode": none (nobody signed in), direct (SPEC's stored test
 * user, which is our demo mode: DECISIONS.md "Back doors replaced") or hosted
 * (a real sign-in on this server). Sent as X-Auth-Provider.
 */
export type AuthProvider = 'none' | 'direct' | 'hosted';

interface AuthHooks {
  getAccessToken(): string | null;
  getAuthProvider(): AuthProvider;
  /** A call answered 401 or 403: refresh and say whether to retry, or sign out. */
  onUnauthorized(error: ApiError): Promise<boolean>;
}

let authHooks: AuthHooks = {
  getAccessToken: () => null,
  getAuthProvider: () => 'none',
  onUnauthorized: async () => false,
};

export function configureAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_NEAR_EXPIRY_MS = 5 * 60_000;
let csrf: { token: string; expiresAtMs: number } | null = null;
let csrfRequest: Promise<string> | null = null;

/** SPEC.md §9 "Default request": every call gives up after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One call and its answer under one timeout: a server that accepts the call and
 * then stalls mid-answer times out too. A timer rather than AbortSignal.timeout,
 * so a test's fake clock drives it.
 */
async function request<T>(
  path: string,
  init: RequestInit,
  headers: Headers,
  onProgress?: (line: unknown) => void,
): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
  try {
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        ...init,
        headers,
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw failure(error, timeout.signal, init.signal);
    }
    try {
      return await (isLines(response) ? readLines<T>(response, onProgress) : toResult<T>(response));
    } catch (error) {
      throw error instanceof ApiError ? error : failure(error, timeout.signal, init.signal);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** What a call that never got its answer throws; the caller's own cancel stays as it was. */
function failure(error: unknown, timeout: AbortSignal, caller?: AbortSignal | null): unknown {
  if (timeout.aborted) return new ApiError(408, 'TIMEOUT', 'Request timeout');
  if (caller?.aborted) return error;
  return new ApiError(0, 'NETWORK_ERROR', 'Network error occurred');
}

async function toResult<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? '' : await response.text();
  const body = parseJson(text);
  if (response.ok) return body as T;
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    throw new ApiError(response.status, code, message, details, retryAfter(response));
  }
  throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText);
}

const isLines = (response: Response) =>
  response.ok && (response.headers.get('Content-Type') ?? '').startsWith('application/x-ndjson');

/**
 * A streamed answer (the deal import, ADR 032): one JSON value a line, progress
 * first, then `{ "result": … }` or `{ "error": … }` in the error envelope's shape.
 */
async function readLines<T>(
  response: Response,
  onProgress: ((line: unknown) => void) | undefined,
): Promise<T> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let last: unknown;
  for (;;) {
    const { done, value } = await reader.read();
    buffered += value ?? '';
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const text of lines.filter(Boolean)) {
      last = parseJson(text);
      if (typeof last === 'object' && last !== null && !('result' in last) && !isErrorBody(last))
        onProgress?.(last);
    }
    if (done) break;
  }
  if (isErrorBody(last)) {
    const { code, message, details } = last.error;
    throw new ApiError(400, code, message, details);
  }
  if (typeof last === 'object' && last !== null && 'result' in last) {
    return (last as { result: T }).result;
  }
  throw new ApiError(0, 'NETWORK_ERROR', 'Network error occurred');
}

/** Retry-After in seconds (RFC 9110 allows a date too; our server sends seconds). */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (value === null) return undefined;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value)
    : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The current anti-forgery token, fetched when missing or within 5 minutes of expiry. */
export async function getCsrfToken(renew = false): Promise<string> {
  if (!renew && csrf && csrf.expiresAtMs - Date.now() > CSRF_NEAR_EXPIRY_MS) return csrf.token;
  csrfRequest ??= request<CsrfResponse>('/auth/csrf', { method: 'GET' }, baseHeaders())
    .then((answer) => {
      csrf = { token: answer.token, expiresAtMs: answer.expiresAt * 1000 };
      return answer.token;
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A streamed answer's progress lines, as they arrive. */
  onProgress?: (line: unknown) => void;
  /** Calls that establish or end the session handle their own 401s. */
  skipSessionHandling?: boolean;
  /**
   * A showroom board's device token (ADR 028), sent instead of any session's:
   * a refused token is final, so no session is refreshed for it.
   */
  deviceToken?: string;
}

/** The Bearer a call carries: the device's token when it has one, else the session's. */
function setBearer(headers: Headers, deviceToken: string | undefined): void {
  const token = deviceToken ?? authHooks.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
}

/** The headers of SPEC.md §7 "Generic secure HTTP client" that every call carries. */
function baseHeaders(): Headers {
  return new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-ID': crypto.randomUUID(),
    'X-Client-Timestamp': new Date().toISOString(),
    'X-Auth-Provider': authHooks.getAuthProvider(),
    'X-Client-Type': 'web',
    'X-API-Version': '1.0',
  });
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // One key for the call and its replays (a renewed anti-forgery token, a refreshed
  // session, a try after a rate limit's wait): a creating write the server already
  // took answers its first result.
  const idempotencyKey = method === 'POST' ? crypto.randomUUID() : undefined;
  const attempt = async (renewCsrf: boolean): Promise<T> => {
    const headers = baseHeaders();
    // A form (a file upload) is sent as it is: the browser sets its multipart type.
    const form = options.body instanceof FormData;
    if (options.body !== undefined && !form) headers.set('Content-Type', 'application/json');
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    setBearer(headers, options.deviceToken);
    if (!SAFE_METHODS.has(method)) headers.set('X-CSRF-Token', await getCsrfToken(renewCsrf));
    return request<T>(
      path,
      {
        method,
        ...(options.body === undefined
          ? {}
          : { body: form ? (options.body as FormData) : JSON.stringify(options.body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      },
      headers,
      options.onProgress,
    );
  };

  const withReplays = async (): Promise<T> => {
    try {
      return await attempt(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.isCsrfFailure) return attempt(true);
      const sessionCall = !options.skipSessionHandling && options.deviceToken === undefined;
      if ((error.status === 401 || error.status === 403) && sessionCall) {
        if (await authHooks.onUnauthorized(error)) return attempt(false);
      }
      throw error;
    }
  };

  const startedAt = Date.now();
  for (let tries = 1; ; tries += 1) {
    try {
      return await withReplays();
    } catch (error) {
      const waitMs = rateLimitWaitMs(error, tries, Date.now() - startedAt);
      if (waitMs === null) throw error;
      await sleep(waitMs, options.signal);
    }
  }
}

/**
 * Opens a server-sent event stream (ADR 027) with the session's Bearer token,
 * which EventSource cannot send: the answer's body is the stream, with no
 * timeout (it is meant to stay open). A 401 refreshes the session once.
 */
export async function openEventStream(
  path: string,
  {
    signal,
    lastEventId,
    deviceToken,
  }: { signal: AbortSignal; lastEventId?: string | undefined; deviceToken?: string | undefined },
): Promise<Response> {
  const attempt = async () => {
    const headers = baseHeaders();
    headers.set('Accept', 'text/event-stream');
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    setBearer(headers, deviceToken);
    const response = await fetch(`/api${path}`, { headers, signal, credentials: 'same-origin' });
    if (response.ok) return response;
    // An error answer is JSON, read as every other call's.
    return toResult<never>(response);
  };
  try {
    return await attempt();
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      deviceToken === undefined &&
      (await authHooks.onUnauthorized(error))
    )
      return attempt();
    throw error;
  }
}

/** SPEC.md §9 "Default request": 3 tries in all. */
export const MAX_TRIES = 3;

/**
 * How long to wait before trying a rate-limited call again (SPEC.md §7: 429 is
 * retried), or null to give up: the server's Retry-After. A 429 without one is
 * an account's lockout, which no wait within a request ends (and a magic link's
 * token works once), so it is not retried. A wait that would run past the
 * request's 30-second budget is not waited either: the caller gets the
 * RATE_LIMITED error and its message at once rather than a spinner for minutes.
 */
function rateLimitWaitMs(error: unknown, tries: number, elapsedMs: number): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  if (error.retryAfterSeconds === undefined || tries >= MAX_TRIES) return null;
  const waitMs = error.retryAfterSeconds * 1_000;
  return elapsedMs + waitMs > REQUEST_TIMEOUT_MS ? null : waitMs;
}

/** A timer the caller's cancel cuts short, as it would the call itself. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
