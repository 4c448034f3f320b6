import { describe, expect, it } from 'vitest';
import { daysInTransit, isOverdueInTransit } from './contracts-in-transit';

describe('contracts in transit (ADR 029)', () => {
  const alert = { today: '2026-03-01', alert_days: 10 };

  it('counts calendar days from the deal date, across a month end', () => {
    expect(daysInTransit('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysInTransit('2026-02-19', '2026-03-01')).toBe(10);
    expect(daysInTransit('2026-02-18', '2026-03-01')).toBe(11);
  });

  it('marks a pending deal past the alert days, not one at them, nor a funded or unwound one', () => {
    expect(isOverdueInTransit({ status: 'Pending', deal_date: '2026-02-19' }, alert)).toBe(false);
    expect(isOverdueInTransit({ status: 'Pending', deal_date: '2026-02-18' }, alert)).toBe(true);
    expect(isOverdueInTransit({ status: 'Funded', deal_date: '2026-01-01' }, alert)).toBe(false);
    expect(isOverdueInTransit({ status: 'Unwound', deal_date: '2026-01-01' }, alert)).toBe(false);
  });
});
