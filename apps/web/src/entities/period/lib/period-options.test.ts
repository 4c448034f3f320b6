import { describe, expect, it } from 'vitest';
import {
  comparisonOf,
  focusMonth,
  isSingleMonth,
  isUnderWay,
  monthsBackTo,
  readPeriod,
  recentMonths,
  shownThrough,
} from './period-options';

describe('months', () => {
  it('lists the last 24 months, newest first, ending with the current one', () => {
    const months = recentMonths('2026-11-21', 24);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-11');
    expect(months[23]).toBe('2024-12');
  });

  it('lists every month back to the first with data, and always the current one', () => {
    expect(monthsBackTo('2025-11', '2026-02-03')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthsBackTo(null, '2026-02-03')).toEqual(['2026-02']);
    expect(monthsBackTo('2026-05', '2026-02-03')).toEqual(['2026-02']);
  });
});

describe('period of the URL', () => {
  it('keeps known periods and months, else falls back', () => {
    expect(readPeriod('year_to_date', 'this_month')).toBe('year_to_date');
    expect(readPeriod('2025-07', 'this_month')).toBe('2025-07');
    expect(readPeriod('2025-13', 'this_month')).toBe('this_month');
    expect(readPeriod('yesterday', 'this_month')).toBe('this_month');
    expect(readPeriod(null, 'this_month')).toBe('this_month');
  });
});

describe('focus month of monthly widgets', () => {
  it('follows a one-month period and otherwise shows the current month', () => {
    expect(focusMonth('2025-07', '2026-11-21')).toBe('2025-07');
    expect(focusMonth('this_month', '2026-11-21')).toBe('2026-11');
    expect(focusMonth('last_month', '2026-01-05')).toBe('2025-12');
    expect(focusMonth('this_quarter', '2026-11-21')).toBe('2026-11');
  });
});

describe('comparison wording', () => {
  it('names the month before a month', () => {
    expect(
      comparisonOf({
        key: 'this_month',
        previous: { start: '2026-10-01', end: '2026-11-01' },
      }),
    ).toEqual({ kind: 'month', month: '2026-10' });
    expect(
      comparisonOf({ key: '2026-01', previous: { start: '2025-12-01', end: '2026-01-01' } }),
    ).toEqual({ kind: 'month', month: '2025-12' });
  });

  it('names the same days of the month before for a month under way', () => {
    expect(
      comparisonOf({ key: 'this_month', previous: { start: '2026-10-01', end: '2026-10-22' } }),
    ).toEqual({ kind: 'monthToDate', month: '2026-10', through: '2026-10-21' });
  });

  it('names the quarter, the year, or the same span last year', () => {
    expect(
      comparisonOf({ key: 'this_quarter', previous: { start: '2026-07-01', end: '2026-08-22' } }),
    ).toEqual({ kind: 'quarter' });
    expect(
      comparisonOf({ key: 'last_year', previous: { start: '2024-01-01', end: '2025-01-01' } }),
    ).toEqual({ kind: 'year', year: '2024' });
    expect(
      comparisonOf({ key: 'year_to_date', previous: { start: '2025-01-01', end: '2025-11-22' } }),
    ).toEqual({ kind: 'sameSpanLastYear' });
  });
});

describe('days a period covers so far', () => {
  it('stops at today while the period runs, else at its last day', () => {
    const november = { start: '2026-11-01', end: '2026-12-01' };
    expect(shownThrough(november, '2026-11-21')).toBe('2026-11-21');
    expect(isUnderWay(november, '2026-11-21')).toBe(true);
    expect(shownThrough(november, '2026-12-03')).toBe('2026-11-30');
    expect(isUnderWay(november, '2026-11-30')).toBe(false);
  });
});

describe('one-month periods', () => {
  it('is a month from its first day to the next month’s first', () => {
    expect(isSingleMonth({ start: '2026-12-01', end: '2027-01-01' })).toBe(true);
    expect(isSingleMonth({ start: '2026-10-01', end: '2027-01-01' })).toBe(false);
    expect(isSingleMonth({ start: '2026-01-01', end: '2026-03-15' })).toBe(false);
  });
});
