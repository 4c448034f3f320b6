import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MAX_TRIES, REQUEST_TIMEOUT_MS, apiFetch } from './api-client';

/** A server that takes the call and never answers, until the call is aborted. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('gives up after 30 seconds with the TIMEOUT error', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const call = apiFetch('/deals').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 408, code: 'TIMEOUT', message: 'Request timeout' });
  });

  it("keeps the caller's own cancel as it was", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = apiFetch('/deals', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('sends the headers of SPEC.md §7', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    await apiFetch('/deals');
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers;
    expect(headers.get('X-Client-Timestamp')).toBe('2026-11-25T10:00:00.000Z');
    expect(headers.get('X-Auth-Provider')).toBe('none');
    expect(headers.get('X-Client-Type')).toBe('web');
    expect(headers.get('X-API-Version')).toBe('1.0');
    expect(headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const csrf = () => Response.json({ token: 'csrf', expiresAt: Date.now() / 1000 + 1800 });

/**
 * A server that answers each call with the next of `answers`, recording the
 * calls; an anti-forgery token is always at hand.
 */
function scriptedFetch(...answers: (() => Response)[]) {
  return vi.fn(async (url: string, _init: RequestInit) => {
    if (url.endsWith('/auth/csrf')) return csrf();
    const next = answers.shift();
    if (!next) throw new Error('no more answers scripted');
    return next();
  });
}

const rateLimited = (retryAfter: string) => () =>
  Response.json(
    { error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } },
    { status: 429, headers: { 'Retry-After': retryAfter } },
  );
const created = () => Response.json({ id: 7 }, { status: 201 });

/** The calls to the API itself, without the anti-forgery token's (fetched once and kept). */
function apiCalls(fetch: ReturnType<typeof scriptedFetch>) {
  return fetch.mock.calls.filter(([url]) => !url.endsWith('/auth/csrf'));
}

function headersOf(fetch: ReturnType<typeof scriptedFetch>, call: number): Headers {
  return (apiCalls(fetch)[call] as unknown as [string, RequestInit])[1].headers as Headers;
}

describe('apiFetch on 429 RATE_LIMITED', () => {
  it('waits Retry-After, then tries again with the same Idempotency-Key', async () => {
    const fetch = scriptedFetch(rateLimited('2'), created);
    vi.stubGlobal('fetch', fetch);
    const call = apiFetch('/deals', { method: 'POST', body: { stock_number: 'A1' } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(apiCalls(fetch)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ id: 7 });
    expect(apiCalls(fetch)).toHaveLength(2);
    const firstKey = headersOf(fetch, 0).get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(fetch, 1).get('Idempotency-Key')).toBe(firstKey);
  });

  it(`gives up after ${MAX_TRIES} tries with the RATE_LIMITED error`, async () => {
    const fetch = scriptedFetch(rateLimited('1'), rateLimited('1'), rateLimited('1'), created);
    vi.stubGlobal('fetch', fetch);
    const call = apiFetch('/deals').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(apiCalls(fetch)).toHaveLength(MAX_TRIES);
    expect(await call).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded',
      retryAfterSeconds: 1,
    });
  });

  it('does not wait past the request budget: a 15-minute block answers at once', async () => {
    const fetch = scriptedFetch(rateLimited('900'), created);
    vi.stubGlobal('fetch', fetch);
    const call = apiFetch('/deals').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await call).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(apiCalls(fetch)).toHaveLength(1);
  });

  it('does not retry a 429 without Retry-After: an account locked out', async () => {
    const locked = () =>
      Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Account locked', details: { minutes: 15 } } },
        { status: 429 },
      );
    const fetch = scriptedFetch(locked, created);
    vi.stubGlobal('fetch', fetch);
    const call = apiFetch('/auth/magic-link/verify', { method: 'POST', body: { token: 't' } });
    await expect(call).rejects.toMatchObject({ status: 429, details: { minutes: 15 } });
    expect(apiCalls(fetch)).toHaveLength(1);
  });

  it('stops waiting when the caller cancels', async () => {
    vi.stubGlobal('fetch', scriptedFetch(rateLimited('5'), created));
    const controller = new AbortController();
    const call = apiFetch('/deals', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
  });
});
