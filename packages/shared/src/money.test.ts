import fc from 'fast-check';
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

  it('rounds any amount as its cents written to 15 digits would round', () => {
    const byDigits = (value: number) => {
      const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
      return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
    };
    const amounts = fc.oneof(
      fc.double({ min: -1e10, max: 1e10, noNaN: true }),
      // Half cents and their float neighbours, where the noise decides.
      fc.integer({ min: -2e9, max: 2e9 }).map((mills) => (mills * 10 + 5) / 1000),
      fc.integer({ min: -2e9, max: 2e9 }).map((cents) => cents / 100 + 0.005),
    );
    fc.assert(
      fc.property(amounts, (value) => Object.is(roundMoney(value), byDigits(value))),
      { numRuns: 20_000 },
    );
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
