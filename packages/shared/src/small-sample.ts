/**
 * Honest small numbers (issue 14): a percentage or per-deal figure computed
 * over fewer deals than the store's setting says is shown with its count and
 * marked as a small sample. Ten by default: below that one deal moves a
 * penetration by over ten points (ADR 029).
 */
export const DEFAULT_SMALL_SAMPLE_DEALS = 10;
export const SMALL_SAMPLE_DEALS_LIMITS = { min: 1, max: 100 } as const;

/** Whether a figure over `count` deals is too few to read as a rate. */
export function isSmallSample(count: number, smallSampleDeals: number): boolean {
  return count < smallSampleDeals;
}
