import { describe, expect, it } from 'vitest';
import { standingOf } from './goal-status';

describe('goal standing', () => {
  it('reads this month by pace', () => {
    // Day 15 of 30: 10 of a 20 target are expected.
    expect(standingOf(10, 20, '2026-11', '2026-11-15')).toMatchObject({
      kind: 'pace',
      status: 'on-track',
      expected: 10,
      projection: 20,
    });
    expect(standingOf(8, 20, '2026-11', '2026-11-15')).toMatchObject({ status: 'slightly-behind' });
    expect(standingOf(6, 20, '2026-11', '2026-11-15')).toMatchObject({ status: 'behind' });
    expect(standingOf(2, 20, '2026-11', '2026-11-15')).toMatchObject({ status: 'neutral' });
  });

  it('reads a past month as met or missed', () => {
    expect(standingOf(20, 20, '2026-10', '2026-11-15')).toEqual({ kind: 'met' });
    expect(standingOf(19.5, 20, '2026-10', '2026-11-15')).toEqual({ kind: 'missed' });
  });

  it('says nothing without a goal or ahead of time', () => {
    expect(standingOf(3, null, '2026-11', '2026-11-15')).toEqual({ kind: 'none' });
    expect(standingOf(0, 20, '2026-12', '2026-11-15')).toEqual({ kind: 'none' });
  });
});
