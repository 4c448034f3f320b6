import { describe, expect, it } from 'vitest';
import { ariaSortOf, compareValues, nextSort, readSort, sortRows } from './table-sort';

interface Row {
  name: string;
  units: number;
  gross: number | null;
}

const rows: Row[] = [
  { name: 'Baker', units: 4, gross: 9000 },
  { name: 'adams', units: 6.5, gross: 12000 },
  { name: 'Cole', units: 4, gross: null },
  { name: 'Diaz', units: 0.5, gross: 800 },
];
const valueOf = (row: Row, key: keyof Row) => row[key];
const names = (sorted: Row[]) => sorted.map((row) => row.name);

describe('sortRows', () => {
  it('sorts numbers high to low, ties by name', () => {
    expect(names(sortRows(rows, { key: 'units', order: 'desc' }, valueOf, (r) => r.name))).toEqual([
      'adams',
      'Baker',
      'Cole',
      'Diaz',
    ]);
  });

  it('sorts numbers low to high, ties still by name A to Z', () => {
    expect(names(sortRows(rows, { key: 'units', order: 'asc' }, valueOf, (r) => r.name))).toEqual([
      'Diaz',
      'Baker',
      'Cole',
      'adams',
    ]);
  });

  it('sorts names without regard to case', () => {
    expect(names(sortRows(rows, { key: 'name', order: 'asc' }, valueOf, (r) => r.name))).toEqual([
      'adams',
      'Baker',
      'Cole',
      'Diaz',
    ]);
    expect(names(sortRows(rows, { key: 'name', order: 'desc' }, valueOf, (r) => r.name))).toEqual([
      'Diaz',
      'Cole',
      'Baker',
      'adams',
    ]);
  });

  it('puts missing values last in either order', () => {
    expect(
      names(sortRows(rows, { key: 'gross', order: 'desc' }, valueOf, (r) => r.name)).at(-1),
    ).toBe('Cole');
    expect(
      names(sortRows(rows, { key: 'gross', order: 'asc' }, valueOf, (r) => r.name)).at(-1),
    ).toBe('Cole');
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'units', order: 'asc' }, valueOf, (r) => r.name);
    expect(rows).toEqual(copy);
  });

  it('compares numbers inside text naturally', () => {
    expect(compareValues('Deal 9', 'Deal 10')).toBeLessThan(0);
  });
});

describe('nextSort', () => {
  it('flips the order of the column already sorted', () => {
    expect(nextSort({ key: 'units', order: 'desc' }, 'units', ['name'])).toEqual({
      key: 'units',
      order: 'asc',
    });
  });

  it('starts a figure high to low and a name A to Z', () => {
    expect(nextSort({ key: 'name', order: 'asc' }, 'gross', ['name'])).toEqual({
      key: 'gross',
      order: 'desc',
    });
    expect(nextSort({ key: 'gross', order: 'desc' }, 'name', ['name'])).toEqual({
      key: 'name',
      order: 'asc',
    });
  });
});

describe('ariaSortOf', () => {
  it('names the sorted column and its direction, none for the others', () => {
    expect(ariaSortOf({ key: 'units', order: 'asc' }, 'units')).toBe('ascending');
    expect(ariaSortOf({ key: 'units', order: 'desc' }, 'units')).toBe('descending');
    expect(ariaSortOf({ key: 'units', order: 'desc' }, 'name')).toBe('none');
  });
});

describe('readSort', () => {
  const keys = ['name', 'units'] as const;
  const fallback = { key: 'units', order: 'desc' } as const;

  it('reads a known column and order from the address', () => {
    expect(readSort(new URLSearchParams('sort=name&order=asc'), keys, fallback)).toEqual({
      key: 'name',
      order: 'asc',
    });
  });

  it('falls back on an unknown column, keeps the fallback order on a bad one', () => {
    expect(readSort(new URLSearchParams('sort=evil'), keys, fallback)).toEqual(fallback);
    expect(readSort(new URLSearchParams('sort=name&order=up'), keys, fallback)).toEqual({
      key: 'name',
      order: 'desc',
    });
  });
});
