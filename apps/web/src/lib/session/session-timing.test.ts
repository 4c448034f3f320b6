import { describe, expect, it } from 'vitest';
import { healthOf, isIdle, refreshDelayMs } from './session-timing';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

describe('session health', () => {
  it('is healthy with more than 5 minutes left, degraded under 5, unhealthy when expired or absent', () => {
    expect(healthOf(inSeconds(15 * 60), now)).toBe('healthy');
    expect(healthOf(inSeconds(5 * 60 + 1), now)).toBe('healthy');
    expect(healthOf(inSeconds(4 * 60), now)).toBe('degraded');
    expect(healthOf(inSeconds(0), now)).toBe('unhealthy');
    expect(healthOf(null, now)).toBe('unhealthy');
  });
});

describe('refresh schedule', () => {
  it('refreshes two minutes before expiry', () => {
    expect(refreshDelayMs(inSeconds(15 * 60), now)).toBe(13 * 60_000);
  });

  it('never schedules sooner than 30 seconds ahead', () => {
    expect(refreshDelayMs(inSeconds(90), now)).toBe(30_000);
  });

  it('refreshes at once when the token is about to expire or has expired', () => {
    expect(refreshDelayMs(inSeconds(20), now)).toBe(0);
    expect(refreshDelayMs(inSeconds(-60), now)).toBe(0);
  });
});

describe('inactivity', () => {
  it('counts as idle only after 10 hours without activity', () => {
    expect(isIdle(now - 36_000_000, now)).toBe(false);
    expect(isIdle(now - 36_000_001, now)).toBe(true);
    expect(isIdle(null, now)).toBe(false);
  });
});
