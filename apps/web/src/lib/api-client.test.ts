import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, apiFetch } from './api-client';

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

describe('apiFetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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
