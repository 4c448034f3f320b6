import { describe, expect, it } from 'vitest';
import {
  CHARGEBACK_COLUMNS,
  readChargebackLine,
  recordKindOf,
  summarizeRecord,
  type SummedMonth,
} from './my-record';

const month = (key: string, figures: Partial<SummedMonth>): SummedMonth => ({
  month: key,
  deals: 0,
  units: 0,
  frontGross: 0,
  backGross: 0,
  totalGross: 0,
  gross: 0,
  pvr: 0,
  ppd: null,
  penetration: [],
  goal: null,
  productsSold: 0,
  ...figures,
});

describe('summarizeRecord', () => {
  const months = [
    month('2026-08', {
      units: 12,
      gross: 24_000,
      pvr: 2000,
      goal: { unitTarget: 10, grossTarget: null },
    }),
    // The highest PVR, but over 4 units: a small sample below 10 never wins.
    month('2026-09', {
      units: 4,
      gross: 16_000,
      pvr: 4000,
      goal: { unitTarget: 10, grossTarget: null },
    }),
    month('2026-10', { units: 12, gross: 30_000, pvr: 2500 }),
    // The month under way: best months may come from it, averages and goals do not.
    month('2026-11', {
      units: 20,
      gross: 10_000,
      pvr: 500,
      goal: { unitTarget: 5, grossTarget: null },
    }),
  ];

  it('names the best months, PVR only among months of enough units', () => {
    const { best } = summarizeRecord(months, '2026-11', 10);
    expect(best.units).toEqual({ month: '2026-11', value: 20 });
    expect(best.gross).toEqual({ month: '2026-10', value: 30_000 });
    expect(best.pvr).toEqual({ month: '2026-10', value: 2500 });
  });

  it('averages the months before this one, PVR as gross over units', () => {
    const { averages, goals } = summarizeRecord(months, '2026-11', 10);
    expect(averages.months).toBe(3);
    expect(averages.units).toBe(9.3);
    expect(averages.gross).toBe(23_333.33);
    expect(averages.pvr).toBe(2500); // 70,000 ÷ 28, not the mean of 2000, 4000 and 2500
    expect(averages.ppd).toBeNull();
    expect(goals).toEqual({ months: 2, met: 1 });
  });

  it('sums penetration across months rather than averaging the rates', () => {
    const finance = [
      month('2026-09', {
        units: 10,
        ppd: 1,
        productsSold: 10,
        penetration: [{ product: 'vsc', sold: 1, eligible: 10, penetration: 0.1 }],
      }),
      month('2026-10', {
        units: 30,
        ppd: 1,
        productsSold: 50,
        penetration: [{ product: 'vsc', sold: 27, eligible: 30, penetration: 0.9 }],
      }),
    ];
    const { averages } = summarizeRecord(finance, '2026-11', 10);
    expect(averages.penetration.find((row) => row.product === 'vsc')).toEqual({
      product: 'vsc',
      sold: 28,
      eligible: 40,
      penetration: 0.7,
    });
    expect(averages.ppd).toBe(1.5);
  });
});

describe('recordKindOf', () => {
  it('reads the F&I office by the deals it closed, managers by those they desked', () => {
    expect(recordKindOf('single_finance_manager')).toBe('finance');
    expect(recordKindOf('general_manager')).toBe('desk');
    expect(recordKindOf('salesperson')).toBe('sales');
  });
});

describe("a record's chargebacks file, read back", () => {
  const header = [...CHARGEBACK_COLUMNS];
  const line = ['1042', '2026-10-03', 'K1234', 'vsc', '995.00', '2026-11-20'];

  it('reads a line the export writes, whatever the order of its columns', () => {
    expect(readChargebackLine(header, line)).toEqual({
      dealNumber: '1042',
      dealDate: '2026-10-03',
      stockNumber: 'K1234',
      product: 'vsc',
      amount: '995.00',
      chargebackDate: '2026-11-20',
    });
    expect(readChargebackLine([...header].reverse(), [...line].reverse())?.amount).toBe('995.00');
  });

  it('refuses what the export never writes', () => {
    const changed = (index: number, value: string) =>
      readChargebackLine(
        header,
        line.map((cell, at) => (at === index ? value : cell)),
      );
    expect(changed(3, 'rustproofing')).toBeNull();
    expect(changed(4, '0')).toBeNull();
    expect(changed(4, '-5.00')).toBeNull();
    expect(changed(4, '$995')).toBeNull();
    expect(changed(5, '11/20/2026')).toBeNull();
    expect(changed(2, '')).toBeNull();
  });
});
