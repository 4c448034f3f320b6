/** The team table's columns a manager can sort by. */
export const TEAM_SORT_KEYS = [
  'name',
  'units',
  'frontGross',
  'backGross',
  'pvr',
  'goalShare',
  'daysSinceLastSale',
] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface TeamSortable {
  name: string;
  units: number;
  frontGross: number;
  backGross: number;
  pvr: number;
  goalShare: number | null;
  daysSinceLastSale: number | null;
}

/** Names read A→Z first; figures read best first (days since a sale: longest first, the ones to call). */
export function defaultDirection(key: TeamSortKey): SortDirection {
  return key === 'name' ? 'asc' : 'desc';
}

/**
 * The rows by one column. Someone without a goal or without a sale has no
 * figure to rank, so they go last either way; ties keep the name order.
 */
export function sortTeam<T extends TeamSortable>(
  rows: readonly T[],
  key: TeamSortKey,
  direction: SortDirection,
  locale = 'en-US',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, locale);
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b);
    const x = a[key];
    const y = b[key];
    if (x === null && y === null) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y) || byName(a, b);
  });
}
