import { describe, expect, it } from 'vitest';
import { asPercent, lendersCsv, performersCsv, productsCsv, trendCsv } from './insights-csv';

describe('dealer insights CSV', () => {
  it('writes shares as percentages to a tenth', () => {
    expect(asPercent(0.4523)).toBe(45.2);
    expect(asPercent(1)).toBe(100);
    expect(asPercent(0)).toBe(0);
  });

  it('writes one row per month after the header', () => {
    const rows = trendCsv(
      [
        {
          month: '2026-04',
          units: 12.5,
          totalGross: 40000,
          frontPvr: 1500,
          backPvr: 1700,
          totalPvr: 3200,
          ppd: 1.8,
        },
      ],
      ['Month', 'Units', 'Total gross', 'Front PVR', 'Back PVR', 'Total PVR', 'PPD'],
    );
    expect(rows).toEqual([
      ['Month', 'Units', 'Total gross', 'Front PVR', 'Back PVR', 'Total PVR', 'PPD'],
      ['2026-04', 12.5, 40000, 1500, 1700, 3200, 1.8],
    ]);
  });

  it('names products in the reader language', () => {
    const rows = productsCsv(
      [{ product: 'vsc', sold: 9, eligible: 20, penetration: 0.45, averageProfit: 1200 }],
      ['Product', 'Sold', 'Eligible', 'Penetration (%)', 'Average profit'],
      (product) => product.toUpperCase(),
    );
    expect(rows[1]).toEqual(['VSC', 9, 20, 45, 1200]);
  });

  it('writes lenders with their share', () => {
    const rows = lendersCsv(
      [{ lender: 'Ally Financial', deals: 4, share: 0.25, averageReserve: 450 }],
      ['Lender', 'Deals', 'Share (%)', 'Average reserve'],
    );
    expect(rows[1]).toEqual(['Ally Financial', 4, 25, 450]);
  });

  it('ranks best and worst within their own group', () => {
    const person = (name: string, units: number) => ({
      userId: '00000000-0000-4000-8000-000000000000',
      name,
      units,
      totalGross: units * 1000,
    });
    const rows = performersCsv(
      [
        { label: 'Best', rows: [person('Ann', 9), person('Bo', 7)] },
        { label: 'Worst', rows: [person('Cy', 1)] },
      ],
      ['Group', 'Rank', 'Salesperson', 'Units', 'Total gross'],
    );
    expect(rows.slice(1)).toEqual([
      ['Best', 1, 'Ann', 9, 9000],
      ['Best', 2, 'Bo', 7, 7000],
      ['Worst', 1, 'Cy', 1, 1000],
    ]);
  });
});
