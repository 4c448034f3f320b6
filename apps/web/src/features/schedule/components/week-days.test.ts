import { describe, expect, it } from 'vitest';
import { daysOfWeek, isWeekend, shiftWeek, weekFromParam } from './week-days';

describe('week days', () => {
  it('moves by weeks across months and years', () => {
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
    expect(shiftWeek('2026-03-02', -1)).toBe('2026-02-23');
  });

  it('lists Monday to Sunday', () => {
    expect(daysOfWeek('2026-02-23')).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('knows the weekend', () => {
    expect(isWeekend('2026-03-07')).toBe(true);
    expect(isWeekend('2026-03-08')).toBe(true);
    expect(isWeekend('2026-03-06')).toBe(false);
  });

  it('reads the week parameter leniently', () => {
    expect(weekFromParam('2026-03-05', '2026-06-10')).toBe('2026-03-02');
    expect(weekFromParam('nonsense', '2026-06-10')).toBe('2026-06-08');
    expect(weekFromParam(null, '2026-06-10')).toBe('2026-06-08');
    expect(weekFromParam('2026-13-45', '2026-06-10')).toBe('2026-06-08');
  });
});
