import type { CsrfResponse } from '@das/shared/schemas/auth';
import { isErrorBody, type ErrorCode } from '@das/shared/errors';

/**
 * The HTTP client of SPEC.md §7: JSON, the access token as a Bearer header, the
 * anti-forgery token on every state-changing call (renewed and retried once when
 * stale), and the session's handling of 401 / 403.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly details?: unknown,
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

interface AuthHooks {
  getAccessToken(): string | null;
  /** A call answered 401 or 403: refresh and say whether to retry, or sign out. */
  onUnauthorized(error: ApiError): Promise<boolean>;
}

let authHooks: AuthHooks = { getAccessToken: () => null, onUnauthorized: async () => false };

export function configureAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_NEAR_EXPIRY_MS = 5 * 60_000;
let csrf: { token: string; expiresAtMs: number } | null = null;
let csrfRequest: Promise<string> | null = null;

async function send(path: string, init: RequestInit, headers: Headers): Promise<Response> {
  try {
    return await fetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error occurred');
  }
}

async function toResult<T>(response: Response): Promise<T> {
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  if (isErrorBody(body)) {
    throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  }
  throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText);
}

/** The current anti-forgery token, fetched when missing or within 5 minutes of expiry. */
export async function getCsrfToken(renew = false): Promise<string> {
  if (!renew && csrf && csrf.expiresAtMs - Date.now() > CSRF_NEAR_EXPIRY_MS) return csrf.token;
  csrfRequest ??= send('/auth/csrf', { method: 'GET' }, new Headers({ Accept: 'application/json' }))
    .then((response) => toResult<CsrfResponse>(response))
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
  /** Calls that establish or end the session handle their own 401s. */
  skipSessionHandling?: boolean;
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // One key for the call and its replays (a renewed anti-forgery token, a refreshed
  // session): a creating write the server already took answers its first result.
  const idempotencyKey = method === 'POST' ? crypto.randomUUID() : undefined;
  const attempt = async (renewCsrf: boolean): Promise<Response> => {
    const headers = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Request-ID': crypto.randomUUID(),
      'X-Client-Type': 'web',
      'X-API-Version': '1.0',
    });
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    const token = authHooks.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!SAFE_METHODS.has(method)) headers.set('X-CSRF-Token', await getCsrfToken(renewCsrf));
    return send(
      path,
      {
        method,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      },
      headers,
    );
  };

  try {
    return await toResult<T>(await attempt(false));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isCsrfFailure) return toResult<T>(await attempt(true));
    if ((error.status === 401 || error.status === 403) && !options.skipSessionHandling) {
      if (await authHooks.onUnauthorized(error)) return toResult<T>(await attempt(false));
    }
    throw error;
  }
}
