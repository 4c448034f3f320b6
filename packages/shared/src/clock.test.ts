import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock, isCalendarDay, systemClock } from './clock';
import { todayIn } from './periods';

afterEach(() => vi.useRealTimers());

describe('clock', () => {
  it('reads the set day in every store time zone and runs on in real time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T23:59:00Z') });
    const clock = createClock('2028-02-29');
    for (const zone of ['America/Phoenix', 'America/New_York', 'Pacific/Honolulu', 'Europe/Berlin'])
      expect(todayIn(zone, clock.now())).toBe('2028-02-29');
    expect(clock.now().toISOString()).toBe('2028-02-29T12:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(clock.now().toISOString()).toBe('2028-02-29T12:01:30.000Z');
  });

  it('is real time without a day, and refuses a day that does not exist', () => {
    expect(createClock()).toBe(systemClock);
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-31')).toBe(false);
    expect(isCalendarDay('2026-03-08')).toBe(true);
    expect(() => createClock('2026-13-01')).toThrow('Not a calendar day');
  });
});
