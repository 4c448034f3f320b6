import { describe, expect, it } from 'vitest';
import { summaryParts } from './deal-sql';

describe('summaryParts: which summary rows add up to a range of days', () => {
  it('reads whole months from the monthly table and a few days from the daily one', () => {
    expect(summaryParts({ start: '2026-01-01', end: '2026-04-04' })).toEqual({
      months: [{ start: '2026-01-01', end: '2026-04-01' }],
      days: [{ start: '2026-04-01', end: '2026-04-04' }],
      lessDays: [],
    });
  });

  it('reads most of a month as the whole month less the days it leaves out', () => {
    // The month before up to the same day: 26 days of October, or October less 5.
    expect(summaryParts({ start: '2026-10-01', end: '2026-10-27' })).toEqual({
      months: [{ start: '2026-10-01', end: '2026-11-01' }],
      days: [],
      lessDays: [{ start: '2026-10-27', end: '2026-11-01' }],
    });
    expect(summaryParts({ start: '2026-01-10', end: '2026-03-01' })).toEqual({
      months: [
        { start: '2026-01-01', end: '2026-02-01' },
        { start: '2026-02-01', end: '2026-03-01' },
      ],
      days: [],
      lessDays: [{ start: '2026-01-01', end: '2026-01-10' }],
    });
  });

  it('reads a short part of a month, or of two, day by day', () => {
    expect(summaryParts({ start: '2026-10-15', end: '2026-10-20' })).toEqual({
      months: [],
      days: [{ start: '2026-10-15', end: '2026-10-20' }],
      lessDays: [],
    });
    expect(summaryParts({ start: '2026-10-25', end: '2026-11-03' })).toEqual({
      months: [],
      days: [
        { start: '2026-10-25', end: '2026-11-01' },
        { start: '2026-11-01', end: '2026-11-03' },
      ],
      lessDays: [],
    });
  });

  it('reads from the beginning of time as whole months', () => {
    expect(summaryParts({ start: '0001-01-01', end: '2026-11-16' })).toEqual({
      months: [{ start: '0001-01-01', end: '2026-11-01' }],
      days: [{ start: '2026-11-01', end: '2026-11-16' }],
      lessDays: [],
    });
    expect(summaryParts({ start: '0001-01-01', end: '2026-11-20' })).toEqual({
      months: [
        { start: '0001-01-01', end: '2026-11-01' },
        { start: '2026-11-01', end: '2026-12-01' },
      ],
      days: [],
      lessDays: [{ start: '2026-11-20', end: '2026-12-01' }],
    });
  });
});
