/**
 * Sorting of a report's rows by one column: numbers high to low first (a
 * reader wants the leader on top), names A to Z first; ties keep name order.
 */
export type SortOrder = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  order: SortOrder;
}

export type SortValue = string | number | null | undefined;

export function compareValues(a: SortValue, b: SortValue, locale?: string): number {
  // Missing values go last whatever the order; the caller flips only real comparisons.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  valueOf: (row: T, key: K) => SortValue,
  tieBreak: (row: T) => string,
  locale?: string,
): T[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((left, right) => {
      const a = valueOf(left.row, sort.key);
      const b = valueOf(right.row, sort.key);
      const missing = a === null || a === undefined || b === null || b === undefined;
      const primary = missing
        ? compareValues(a, b, locale)
        : compareValues(a, b, locale) * direction;
      if (primary !== 0) return primary;
      const names = compareValues(tieBreak(left.row), tieBreak(right.row), locale);
      return names !== 0 ? names : left.index - right.index;
    })
    .map(({ row }) => row);
}

/** A click on a header: the same column flips, another starts in its natural order. */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  textKeys: readonly K[],
): SortState<K> {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: textKeys.includes(key) ? 'asc' : 'desc' };
}

export function ariaSortOf<K extends string>(
  current: SortState<K>,
  key: K,
): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** `?sort=&order=` read back, falling back when the address names an unknown column. */
export function readSort<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  fallback: SortState<K>,
): SortState<K> {
  const key = params.get('sort');
  const order = params.get('order');
  if (key === null || !(keys as readonly string[]).includes(key)) return fallback;
  return { key: key as K, order: order === 'asc' || order === 'desc' ? order : fallback.order };
}
