import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => undefined);

describe('start-up', () => {
  it('is ready about 100 ms after translations load, without waiting for the session', async () => {
    const startup = startApp({ initTranslations: async () => undefined, restoreSession: never });
    expect(startup.getState().phase).toBe('initializing');
    expect(startup.instanceId).toMatch(/^[0-9a-f]{6}$/);
    await vi.advanceTimersByTimeAsync(99);
    expect(startup.getState().phase).toBe('initializing');
    await vi.advanceTimersByTimeAsync(1);
    expect(startup.getState()).toEqual({ phase: 'ready', errors: [] });
  });

  it('waits for translations that take longer', async () => {
    let finish = () => {};
    const initTranslations = () => new Promise<void>((resolve) => (finish = resolve));
    const startup = startApp({ initTranslations, restoreSession: never });
    await vi.advanceTimersByTimeAsync(500);
    expect(startup.getState().phase).toBe('initializing');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(startup.getState().phase).toBe('ready');
  });

  it('collects every error and then fails, even one that arrives after start-up', async () => {
    let failSession: (error: Error) => void = () => {};
    const startup = startApp({
      initTranslations: () => Promise.reject(new Error('fr.json: 404')),
      restoreSession: () => new Promise((_, reject) => (failSession = reject)),
    });
    const seen: string[] = [];
    startup.subscribe(() => seen.push(startup.getState().phase));
    await vi.advanceTimersByTimeAsync(100);
    expect(startup.getState()).toEqual({
      phase: 'failed',
      errors: [{ step: 'translations', detail: 'fr.json: 404' }],
    });
    failSession(new Error('storage blocked'));
    await vi.advanceTimersByTimeAsync(0);
    expect(startup.getState().errors.map((error) => error.step)).toEqual([
      'translations',
      'session',
    ]);
    expect(seen.at(-1)).toBe('failed');
  });
});
