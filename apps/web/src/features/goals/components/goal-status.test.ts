import { describe, expect, it } from 'vitest';
import { standingOf } from './goal-status';

describe('goal standing', () => {
  it('reads this month by pace', () => {
    // Day 15 of 30: 10 of a 20 target are expected.
    expect(standingOf({ actualUnits: 10 }, 20, '2026-11', '2026-11-15')).toMatchObject({
      kind: 'pace',
      status: 'on-track',
      expected: 10,
      projection: 20,
    });
    expect(standingOf({ actualUnits: 8 }, 20, '2026-11', '2026-11-15')).toMatchObject({
      status: 'slightly-behind',
    });
    expect(standingOf({ actualUnits: 6 }, 20, '2026-11', '2026-11-15')).toMatchObject({
      status: 'behind',
    });
    expect(standingOf({ actualUnits: 2 }, 20, '2026-11', '2026-11-15')).toMatchObject({
      status: 'neutral',
    });
  });

  it('counts working days as the dashboard does: days off are not expected to sell', () => {
    // Day 15 of 30 with 4 days off, all taken: 11 of 26 working days, so 8 of 20 expected.
    const off = { daysOff: 4, daysOffSoFar: 4 };
    expect(standingOf({ actualUnits: 9, ...off }, 20, '2026-11', '2026-11-15')).toMatchObject({
      status: 'on-track',
      expected: 8,
    });
    expect(standingOf({ actualUnits: 9 }, 20, '2026-11', '2026-11-15')).toMatchObject({
      status: 'slightly-behind',
      expected: 10,
    });
  });

  it('reads a past month as met or missed', () => {
    expect(standingOf({ actualUnits: 20 }, 20, '2026-10', '2026-11-15')).toEqual({ kind: 'met' });
    expect(standingOf({ actualUnits: 19.5 }, 20, '2026-10', '2026-11-15')).toEqual({
      kind: 'missed',
    });
  });

  it('says nothing without a goal or ahead of time', () => {
    expect(standingOf({ actualUnits: 3 }, null, '2026-11', '2026-11-15')).toEqual({ kind: 'none' });
    expect(standingOf({ actualUnits: 0 }, 20, '2026-12', '2026-11-15')).toEqual({ kind: 'none' });
  });
});
