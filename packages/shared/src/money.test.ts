import { describe, expect, it } from 'vitest';
import { moneyPer, roundMoney, splitMoney, sumMoney } from './money';

describe('money', () => {
  it('rounds to the cent, half away from zero, ignoring float noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(67275.995)).toBe(67276);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.004)).toBe(0);
    expect(Object.is(roundMoney(-0.004), 0)).toBe(true);
    expect(roundMoney(Number.NaN)).toBe(0);
  });

  it('splits an odd cent so both shares add up to the amount', () => {
    expect(splitMoney(101.01)).toEqual([50.51, 50.5]);
    expect(splitMoney(-0.01)).toEqual([-0.01, 0]);
    for (const amount of [0, 0.01, 1999.99, 35.55, 1234.57]) {
      const [first, second] = splitMoney(amount);
      expect(roundMoney(first + second)).toBe(amount);
    }
  });

  it('sums to the cent and divides safely', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(moneyPer(100, 3)).toBe(33.33);
    expect(moneyPer(100, 0)).toBe(0);
  });
});
