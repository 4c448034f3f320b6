import type { DealLogFilters, LogMode } from './deal-log-params';

/**
 * Whose deals the log lists, which is what its heading says: a salesperson's
 * own, one person's (a salesperson or an F&I manager filtered on), the
 * signed-in F&I manager's own, or everyone's the reader may see.
 */
export type DealLogScope =
  | { kind: 'ownSales' }
  | { kind: 'salesperson'; personId: string }
  | { kind: 'ownFinance' }
  | { kind: 'fiManager'; personId: string }
  | { kind: 'everyone' };

export function dealLogScope(filters: DealLogFilters, mode: LogMode): DealLogScope {
  if (mode.ownSales) return { kind: 'ownSales' };
  if (filters.salesperson_id) return { kind: 'salesperson', personId: filters.salesperson_id };
  if (filters.fi_manager_id && filters.fi_manager_id === mode.userId) {
    return mode.financeMode ? { kind: 'ownFinance' } : { kind: 'fiManager', personId: mode.userId };
  }
  if (filters.fi_manager_id) return { kind: 'fiManager', personId: filters.fi_manager_id };
  return { kind: 'everyone' };
}

/**
 * Filtered on one salesperson, the server counts a split deal ½ a unit and
 * that person's half of its gross; the totals then say so.
 */
export function countsSplitsHalf(scope: DealLogScope): boolean {
  return scope.kind === 'ownSales' || scope.kind === 'salesperson';
}
