import { describe, expect, it } from 'vitest';
import { goalPace, goalStatus } from './goal-pace';

describe('goal pace', () => {
  it("uses SPEC.md's formula: expected = floor(day ÷ days in month × 20)", () => {
    // Day 21 of 30: floor(21 / 30 × 20) = floor(14) = 14.
    expect(goalPace({ target: 20, actual: 12, currentDay: 21, daysInMonth: 30 })).toMatchObject({
      expected: 14,
      progress: 60,
      status: 'slightly-behind',
    });
    // Day 10 of 31: floor(6.45) = 6; 7 ÷ 6 ≥ 1.
    expect(goalPace({ target: 20, actual: 7, currentDay: 10, daysInMonth: 31 }).status).toBe(
      'on-track',
    );
  });

  it('reads the status thresholds at 1, 0.8 and 0.6', () => {
    expect(goalStatus(1)).toBe('on-track');
    expect(goalStatus(0.8)).toBe('slightly-behind');
    expect(goalStatus(0.79)).toBe('behind');
    expect(goalStatus(0.6)).toBe('behind');
    expect(goalStatus(0.59)).toBe('neutral');
  });

  it('counts nothing expected on the first day as on pace', () => {
    expect(goalPace({ target: 20, actual: 0, currentDay: 1, daysInMonth: 31 })).toMatchObject({
      expected: 0,
      progressRatio: 1,
      status: 'on-track',
    });
  });

  it('leaves days off out of the pace', () => {
    // 30 days, 8 off (2 so far); day 15 → 13 worked of 22: floor(13 / 22 × 20) = 11.
    const pace = goalPace({
      target: 20,
      actual: 11,
      currentDay: 15,
      daysInMonth: 30,
      daysOff: 8,
      daysOffSoFar: 2,
    });
    expect(pace).toMatchObject({ expected: 11, status: 'on-track' });
    // 9 still needed over 9 working days left; projection 11 ÷ 13 × 22 = 18.6.
    expect(pace.neededPerDay).toBe(1);
    expect(pace.projection).toBe(18.6);
  });
});
