import { describe, expect, it } from 'vitest';
import { barShare, mixShares } from './units';

describe('vehicle mix', () => {
  it('gives each type its share of all units', () => {
    expect(mixShares({ New: 3, Used: 1.5, CPO: 1.5 }, ['New', 'Used', 'CPO'])).toEqual([
      { key: 'New', units: 3, share: 0.5 },
      { key: 'Used', units: 1.5, share: 0.25 },
      { key: 'CPO', units: 1.5, share: 0.25 },
    ]);
  });

  it('has no shares without units', () => {
    expect(
      mixShares({ New: 0, Used: 0, CPO: 0 }, ['New', 'Used', 'CPO']).map((m) => m.share),
    ).toEqual([0, 0, 0]);
  });
});

describe('progress bars', () => {
  it('stays between empty and full', () => {
    expect(barShare(5, 20)).toBe(0.25);
    expect(barShare(25, 20)).toBe(1);
    expect(barShare(-1, 20)).toBe(0);
    expect(barShare(5, 0)).toBe(0);
    expect(barShare(5, null)).toBe(0);
  });
});
