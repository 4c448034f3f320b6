export interface MixShare<K extends string> {
  key: K;
  units: number;
  /** Of all units, 0–1; 0 when there are none. */
  share: number;
}

/** Each vehicle type's units and share of the whole, in the order given. */
export function mixShares<K extends string>(
  mix: Readonly<Record<K, number>>,
  order: readonly K[],
): MixShare<K>[] {
  const total = order.reduce((sum, key) => sum + mix[key], 0);
  return order.map((key) => ({
    key,
    units: mix[key],
    share: total > 0 ? mix[key] / total : 0,
  }));
}

/** A ratio for a progress bar: 0–1, whatever the figures. */
export function barShare(value: number, whole: number | null | undefined): number {
  if (!whole || whole <= 0 || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value / whole));
}
