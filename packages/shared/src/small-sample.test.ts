import { describe, expect, it } from 'vitest';
import { DEFAULT_SMALL_SAMPLE_DEALS, isSmallSample } from './small-sample';

describe('small samples (ADR 029)', () => {
  it('marks a figure over fewer deals than the setting, not one over exactly as many', () => {
    expect(DEFAULT_SMALL_SAMPLE_DEALS).toBe(10);
    expect(isSmallSample(9, 10)).toBe(true);
    expect(isSmallSample(10, 10)).toBe(false);
    expect(isSmallSample(11, 10)).toBe(false);
  });

  it('marks a figure over no deals at all, and follows the store’s own setting', () => {
    expect(isSmallSample(0, 10)).toBe(true);
    expect(isSmallSample(4, 5)).toBe(true);
    expect(isSmallSample(5, 5)).toBe(false);
    expect(isSmallSample(1, 1)).toBe(false);
  });
});
