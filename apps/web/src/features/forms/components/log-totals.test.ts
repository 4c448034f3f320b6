import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-fixture';
import { logTotals } from './log-totals';

describe('month-end log totals', () => {
  const deals = [
    makeDeal({
      status: 'Funded',
      front_end_gross: 2000,
      reserve: 500,
      products: { vsc: 1000, gap: 400 },
    }),
    makeDeal({ status: 'Pending', front_end_gross: 1000, products: { vsc: 800 } }),
    makeDeal({ status: 'Unwound', front_end_gross: 3000, reserve: 700, products: { ppm: 300 } }),
  ];

  it('counts unwound deals in the list but not in the figures', () => {
    const totals = logTotals(deals);
    expect(totals.deals).toBe(3);
    expect(totals.units).toBe(2);
    expect(totals.unwound).toBe(1);
    expect(totals.front).toBe(3000);
    expect(totals.reserve).toBe(500);
    expect(totals.back).toBe(2700);
    expect(totals.total).toBe(5700);
  });

  it('takes PVRs and products per deal over units', () => {
    const totals = logTotals(deals);
    expect(totals.frontPvr).toBe(1500);
    expect(totals.backPvr).toBe(1350);
    expect(totals.totalPvr).toBe(2850);
    expect(totals.productsSold).toBe(3);
    expect(totals.ppd).toBe(1.5);
  });

  it('sums each product: deals that carry it and their profit', () => {
    const { products } = logTotals(deals);
    expect(products.vsc).toEqual({ sold: 2, eligible: 2, penetration: 1, profit: 1800 });
    expect(products.gap).toEqual({ sold: 1, eligible: 2, penetration: 0.5, profit: 400 });
    expect(products.ppm).toEqual({ sold: 0, eligible: 2, penetration: 0, profit: 0 });
  });

  it('offers GAP only to financed and leased deals', () => {
    const { products } = logTotals([
      makeDeal({ deal_type: 'Cash', lender: null, products: { vsc: 500 } }),
      makeDeal({ deal_type: 'Lease', products: { gap: 300 } }),
    ]);
    expect(products.gap).toEqual({ sold: 1, eligible: 1, penetration: 1, profit: 300 });
    expect(products.vsc.eligible).toBe(2);
  });

  it('splits gross into funded and at risk (pending)', () => {
    const totals = logTotals(deals);
    expect(totals.funded).toEqual({ deals: 1, gross: 3900 });
    expect(totals.pending).toEqual({ deals: 1, gross: 1800 });
  });

  it('is all zeros for an empty month, never NaN', () => {
    const totals = logTotals([]);
    expect(totals.units).toBe(0);
    expect(totals.totalPvr).toBe(0);
    expect(totals.ppd).toBe(0);
  });
});
