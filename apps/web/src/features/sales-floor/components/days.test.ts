import { describe, expect, it } from 'vitest';
import { daysBetween } from './days';

describe('days between two days', () => {
  it('counts calendar days, across months', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02T15:00:00Z', '2026-03-03')).toBe(1);
  });

  it('is never negative, and 0 for what it cannot read', () => {
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(0);
    expect(daysBetween('soon', '2026-03-01')).toBe(0);
  });
});
