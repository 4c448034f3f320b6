import { daysBetween } from './periods';

/**
 * Contracts in transit (issue 14): a Pending deal waits for its lender to fund
 * it, counted in days from its deal date to the store's today. The buckets are
 * the ones F&I offices chase by; the last has no upper end.
 */
export const TRANSIT_BUCKETS = [
  { key: '0-5', from: 0, to: 5 },
  { key: '6-10', from: 6, to: 10 },
  { key: '11-20', from: 11, to: 20 },
  { key: 'over-20', from: 21, to: null },
] as const;
export type TransitBucket = (typeof TRANSIT_BUCKETS)[number]['key'];

/**
 * Days after which a pending deal is marked on the deal logs, unless the store
 * sets its own: ten, the rollups' "pending over ten days" (ADR 029).
 */
export const DEFAULT_TRANSIT_ALERT_DAYS = 10;
export const TRANSIT_ALERT_DAYS_LIMITS = { min: 1, max: 90 } as const;

/** Days a deal dated `dealDate` has waited by `today` (both the store's calendar days). */
export function daysInTransit(dealDate: string, today: string): number {
  return Math.max(0, daysBetween(dealDate, today));
}

/** A pending deal waiting longer than the store's alert days is marked on every deal log. */
export function isOverdueInTransit(
  deal: { status: string; deal_date: string },
  alert: { today: string; alert_days: number },
): boolean {
  return deal.status === 'Pending' && daysInTransit(deal.deal_date, alert.today) > alert.alert_days;
}
