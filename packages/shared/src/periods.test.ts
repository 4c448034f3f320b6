import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  monthStartOf,
  monthsBetween,
  mondayOf,
  resolvePeriod,
  shiftMonth,
  todayIn,
} from './periods';

describe('periods', () => {
  it('takes "today" in the store time zone, across the month end', () => {
    // 06:30 UTC on Dec 1 is still Nov 30 in Phoenix (UTC−7) and already Dec 1 in Berlin.
    const instant = new Date('2026-12-01T06:30:00Z');
    expect(todayIn('America/Phoenix', instant)).toBe('2026-11-30');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-12-01');
    expect(resolvePeriod('this_month', todayIn('America/Phoenix', instant))).toMatchObject({
      start: '2026-11-01',
      end: '2026-12-01',
    });
  });

  it('resolves each named period with the one before it', () => {
    const today = '2026-11-21';
    // A month under way is compared with the same 21 days of October.
    expect(resolvePeriod('this_month', today)).toEqual({
      key: 'this_month',
      start: '2026-11-01',
      end: '2026-12-01',
      previous: { start: '2026-10-01', end: '2026-10-22' },
    });
    expect(resolvePeriod('last_month', today)).toMatchObject({
      start: '2026-10-01',
      end: '2026-11-01',
      previous: { start: '2026-09-01', end: '2026-10-01' },
    });
    // 52 days into the quarter: July 1 to August 21.
    expect(resolvePeriod('this_quarter', today)).toMatchObject({
      start: '2026-10-01',
      end: '2027-01-01',
      previous: { start: '2026-07-01', end: '2026-08-22' },
    });
    expect(resolvePeriod('year_to_date', today)).toMatchObject({
      start: '2026-01-01',
      end: '2026-11-22',
      previous: { start: '2025-01-01', end: '2025-11-22' },
    });
    expect(resolvePeriod('last_year', today)).toMatchObject({
      start: '2025-01-01',
      end: '2026-01-01',
      previous: { start: '2024-01-01', end: '2025-01-01' },
    });
  });

  it('keeps the comparison inside a shorter previous month', () => {
    // March 31 against February: all of February, never into March.
    expect(resolvePeriod('this_month', '2026-03-31').previous).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
    });
  });

  it('resolves any month, January included', () => {
    expect(resolvePeriod('2026-01', '2026-11-21')).toMatchObject({
      start: '2026-01-01',
      end: '2026-02-01',
      previous: { start: '2025-12-01', end: '2026-01-01' },
    });
    expect(resolvePeriod('2024-02', '2026-11-21')).toMatchObject({
      start: '2024-02-01',
      end: '2024-03-01',
    });
  });

  it('shifts months across year ends both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', -24)).toBe('2024-11');
  });

  it('lists the months of a range', () => {
    expect(monthsBetween({ start: '2025-11-01', end: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('counts calendar days across months, leap days and clock changes', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
  });

  it('finds the Monday of any day, Sunday included, and the first of its month', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(monthStartOf('2028-02-29')).toBe('2028-02-01');
  });
});
