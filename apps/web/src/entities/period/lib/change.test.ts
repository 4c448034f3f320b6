import { describe, expect, it } from 'vitest';
import { changeBetween } from './change';

describe('change against the period before', () => {
  it('is a share of the previous figure, up or down', () => {
    expect(changeBetween(112, 100)).toEqual({ direction: 'up', ratio: 0.12 });
    expect(changeBetween(75, 100)).toEqual({ direction: 'down', ratio: 0.25 });
  });

  it('is flat when nothing moved, and absent when there is nothing to compare with', () => {
    expect(changeBetween(100, 100)).toEqual({ direction: 'flat', ratio: 0 });
    expect(changeBetween(0, 0)).toEqual({ direction: 'flat', ratio: 0 });
    expect(changeBetween(5, 0)).toEqual({ direction: 'none' });
  });

  it('reads a negative previous figure by its size', () => {
    expect(changeBetween(-50, -100)).toEqual({ direction: 'up', ratio: 0.5 });
  });

  it('compares split units (½) like any other figure', () => {
    expect(changeBetween(4.5, 3)).toEqual({ direction: 'up', ratio: 0.5 });
  });
});
