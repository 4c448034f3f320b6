/**
 * A figure against the same figure of the period before. With nothing to
 * compare with (the period before was zero) there is no percentage to show.
 */
export type Change =
  | { direction: 'up' | 'down'; ratio: number }
  | { direction: 'flat'; ratio: 0 }
  | { direction: 'none' };

export function changeBetween(current: number, previous: number): Change {
  if (previous === 0)
    return current === 0 ? { direction: 'flat', ratio: 0 } : { direction: 'none' };
  const ratio = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 1000;
  if (ratio === 0) return { direction: 'flat', ratio: 0 };
  return { direction: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}
