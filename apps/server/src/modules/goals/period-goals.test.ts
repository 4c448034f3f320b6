import { describe, expect, it } from 'vitest';
import { periodGoals } from './period-goals';

const goal = (
  userId: string | null,
  month: string,
  units: number,
  gross: number | null = null,
) => ({
  userId,
  role: userId === null ? null : 'finance_manager',
  month: `${month}-01`,
  unitTarget: String(units),
  grossTarget: gross === null ? null : String(gross),
});

const rows = [
  goal(null, '2026-01', 100, 300_000),
  goal(null, '2026-02', 90, 280_000),
  goal(null, '2026-03', 110, null),
  goal('fm-1', '2026-01', 40),
  goal('fm-1', '2026-03', 45),
];

describe('the goals a period is measured against', () => {
  it('is the month’s own goal for a month or a part of one', () => {
    expect(periodGoals(rows, { start: '2026-02-01', end: '2026-03-01' })).toEqual([
      { userId: null, role: null, unitTarget: 90, grossTarget: 280_000 },
    ]);
    // A week within January: January's goals.
    expect(periodGoals(rows, { start: '2026-01-12', end: '2026-01-19' })).toHaveLength(2);
  });

  it('sums the months of a quarter or a year to date, only for whoever has a goal in each', () => {
    const quarter = periodGoals(rows, { start: '2026-01-01', end: '2026-04-01' });
    // The store: 100 + 90 + 110; no gross goal, as March has none. fm-1 has no February goal.
    expect(quarter).toEqual([{ userId: null, role: null, unitTarget: 300, grossTarget: null }]);
    const yearToDate = periodGoals(rows.slice(0, 2), { start: '2026-01-01', end: '2026-02-15' });
    expect(yearToDate).toEqual([
      { userId: null, role: null, unitTarget: 190, grossTarget: 580_000 },
    ]);
    // A year whose later months have no goal is held to none, not to January's.
    expect(periodGoals(rows, { start: '2026-01-01', end: '2027-01-01' })).toEqual([]);
  });

  it('has none for a period that starts mid-month and runs into the next', () => {
    expect(periodGoals(rows, { start: '2026-01-20', end: '2026-02-19' })).toEqual([]);
  });
});
