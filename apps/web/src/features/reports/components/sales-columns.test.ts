import { describe, expect, it } from 'vitest';
import {
  differenceFromGroup,
  salesReportCsv,
  sortPeople,
  type SalesFigures,
} from './sales-columns';

const figures = (units: number, total: number): SalesFigures => ({
  units,
  newUnits: units,
  usedUnits: 0,
  cpoUnits: 0,
  frontGross: total / 2,
  backGross: total / 2,
  totalGross: total,
  frontPvr: units ? total / 2 / units : 0,
  backPvr: units ? total / 2 / units : 0,
  totalPvr: units ? total / units : 0,
});

const person = (name: string, units: number, total: number) => ({
  ...figures(units, total),
  userId: '00000000-0000-4000-8000-000000000000',
  name,
  isActive: true,
});

const people = [person('Lee', 2.5, 5000), person('Ames', 4, 3000), person('=Evil', 0.5, 900)];
const headers = {
  name: 'Salesperson',
  units: 'Units',
  newUnits: 'New',
  usedUnits: 'Used',
  cpoUnits: 'CPO',
  frontGross: 'Front',
  backGross: 'Back',
  totalGross: 'Total',
  frontPvr: 'Front PVR',
  backPvr: 'Back PVR',
  totalPvr: 'Total PVR',
};
const labels = {
  headers,
  store: 'Store total',
  group: 'Group average',
  difference: 'Store vs group',
};

describe('sales report rows', () => {
  it('sorts people by the chosen figure', () => {
    expect(sortPeople(people, { key: 'totalGross', order: 'desc' }).map((p) => p.name)).toEqual([
      'Lee',
      'Ames',
      '=Evil',
    ]);
    expect(sortPeople(people, { key: 'units', order: 'asc' }).map((p) => p.name)).toEqual([
      '=Evil',
      'Lee',
      'Ames',
    ]);
  });

  it('takes the group average from the store, column by column', () => {
    const difference = differenceFromGroup(figures(10, 20000), figures(8, 24000));
    expect(difference.units).toBe(2);
    expect(difference.totalGross).toBe(-4000);
    expect(difference.totalPvr).toBe(2000 - 3000);
  });
});

describe('sales report CSV', () => {
  it('has a header, the people in order, the store, the group and the difference', () => {
    const store = figures(7, 8900);
    const rows = salesReportCsv(
      { store, group: { ...figures(5, 10000), stores: 3 } },
      people,
      labels,
    );
    expect(rows[0]).toEqual(Object.values(headers));
    expect(rows.slice(1, 4).map((row) => row[0])).toEqual(['Lee', 'Ames', '=Evil']);
    expect(rows[1]?.[1]).toBe(2.5);
    expect(rows[4]?.[0]).toBe('Store total');
    expect(rows[5]?.[0]).toBe('Group average');
    expect(rows[6]?.[0]).toBe('Store vs group');
    expect(rows[6]?.[1]).toBe(2);
    expect(rows[6]?.[7]).toBe(-1100);
  });

  it('has no group rows for a store outside a group', () => {
    const rows = salesReportCsv({ store: figures(1, 100), group: null }, people, labels);
    expect(rows.at(-1)?.[0]).toBe('Store total');
    expect(rows).toHaveLength(5);
  });
});
