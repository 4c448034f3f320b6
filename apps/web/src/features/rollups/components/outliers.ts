import type { ColumnKey, RollupRow } from './rollup-columns';

export type OutlierKind = 'lowestBackPvr' | 'mostPending';

export interface Outlier {
  kind: OutlierKind;
  rowKey: string;
  column: ColumnKey;
}

/**
 * The rows that need a look: the lowest back PVR among rows that sold (with at
 * least two to compare), and the most deals pending over ten days (when any).
 */
export function outliersOf(rows: readonly RollupRow[]): Outlier[] {
  const outliers: Outlier[] = [];
  const selling = rows.filter((row) => row.line.units > 0);
  if (selling.length >= 2) {
    const lowest = selling.reduce((low, row) => (row.line.backPvr < low.line.backPvr ? row : low));
    outliers.push({ kind: 'lowestBackPvr', rowKey: lowest.key, column: 'backPvr' });
  }
  const pending = rows.reduce<RollupRow | undefined>(
    (most, row) => (row.line.pendingOver10Days > (most?.line.pendingOver10Days ?? 0) ? row : most),
    undefined,
  );
  if (pending)
    outliers.push({ kind: 'mostPending', rowKey: pending.key, column: 'pendingOver10Days' });
  return outliers;
}
