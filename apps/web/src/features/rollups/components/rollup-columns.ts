import type { RollupLine } from '@das/shared/schemas/rollups';
import type { TFunction } from 'i18next';
import { changeBetween, type Change } from '@/entities/period/lib/change';
import type { CsvRow } from '@/lib/csv';
import type { Formatters } from '@/lib/format';

/** A row of a rollup table: a store or a group, its rank and its line of figures. */
export interface RollupRow {
  key: string;
  name: string;
  /** Where the name leads: the store's overview, the group's rollup. */
  href: string | null;
  /** A second line under the name: a store's group on the area's table. */
  detail?: string;
  rank: number;
  line: RollupLine;
}

export const COLUMN_KEYS = [
  'name',
  'rank',
  'units',
  'unitsChange',
  'frontGross',
  'backGross',
  'totalGross',
  'grossChange',
  'frontPvr',
  'backPvr',
  'ppd',
  'vscPenetration',
  'gapPenetration',
  'fundedGross',
  'atRiskGross',
  'pace',
  'unwinds',
  'pendingOver10Days',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Columns that read best A to Z or 1 to n first; every figure reads best high to low. */
export const ASCENDING_FIRST: readonly ColumnKey[] = ['name', 'rank'];

/** A change as a signed ratio; none (nothing to compare with) sorts last and exports empty. */
const changeRatio = (change: Change) =>
  change.direction === 'up'
    ? change.ratio
    : change.direction === 'down'
      ? -change.ratio
      : change.direction === 'flat'
        ? 0
        : null;

/** A figure of a line against the period before, when there is one to compare with. */
export const changeOf = (
  line: RollupLine,
  key: keyof NonNullable<RollupLine['previous']>,
): Change => (line.previous ? changeBetween(line[key], line.previous[key]) : { direction: 'none' });

export const unitsChange = (line: RollupLine) => changeOf(line, 'units');
export const grossChange = (line: RollupLine) => changeOf(line, 'totalGross');

/** What a column sorts on. */
export function sortValue(row: RollupRow, key: ColumnKey): string | number | null {
  const { line } = row;
  switch (key) {
    case 'name':
      return row.name;
    case 'rank':
      return row.rank;
    case 'unitsChange':
      return changeRatio(unitsChange(line));
    case 'grossChange':
      return changeRatio(grossChange(line));
    case 'pace':
      return line.pace?.progress ?? null;
    default:
      return line[key];
  }
}

/**
 * The deals a column's rate stands on, or null for a count or a sum (ADR 029):
 * PVRs and PPD over units, a penetration over its eligible deals, a change over
 * the fewer units of the two periods.
 */
export function sampleOf(line: RollupLine, key: ColumnKey): number | null {
  switch (key) {
    case 'frontPvr':
    case 'backPvr':
    case 'ppd':
      return line.units;
    case 'vscPenetration':
      return line.vscEligible;
    case 'gapPenetration':
      return line.gapEligible;
    case 'unitsChange':
    case 'grossChange':
      return line.previous ? Math.min(line.units, line.previous.units) : null;
    default:
      return null;
  }
}

/** The column headers, spelled out (a narrow table shows some abbreviated). */
export function columnNames(t: TFunction): Record<ColumnKey, string> {
  return Object.fromEntries(
    COLUMN_KEYS.map((key) => [key, t(`groupViews.columns.${key}`)]),
  ) as Record<ColumnKey, string>;
}

/** A figure as a cell shows it. */
export function cellText(row: RollupRow, key: ColumnKey, fmt: Formatters): string {
  const { line } = row;
  switch (key) {
    case 'name':
      return row.name;
    case 'rank':
      return fmt.number(row.rank);
    case 'units':
      return fmt.units(line.units);
    case 'ppd':
      return fmt.number(line.ppd);
    case 'unwinds':
    case 'pendingOver10Days':
      return fmt.number(line[key]);
    case 'vscPenetration':
    case 'gapPenetration':
      return fmt.percent(line[key]);
    case 'pace':
      return line.pace ? fmt.percent(line.pace.progress / 100) : '–';
    case 'unitsChange':
    case 'grossChange':
      return '';
    default:
      return fmt.money(line[key]);
  }
}

/** The table as CSV: plain numbers (not formatted), so a spreadsheet can add them up. */
export function rollupCsv(
  rows: readonly RollupRow[],
  total: RollupLine,
  names: Record<ColumnKey, string>,
  totalLabel: string,
): CsvRow[] {
  const keys = COLUMN_KEYS.filter((key) => key !== 'unitsChange' && key !== 'grossChange');
  const values = (row: RollupRow) =>
    keys.map((key) => (key === 'pace' ? (row.line.pace?.progress ?? null) : sortValue(row, key)));
  return [
    [...keys.map((key) => names[key]), names.unitsChange, names.grossChange],
    ...rows.map((row) => [
      ...values(row),
      changeRatio(unitsChange(row.line)),
      changeRatio(grossChange(row.line)),
    ]),
    [
      ...values({ key: 'total', name: totalLabel, href: null, rank: 0, line: total }).map(
        (value, index) => (keys[index] === 'rank' ? null : value),
      ),
      changeRatio(unitsChange(total)),
      changeRatio(grossChange(total)),
    ],
  ];
}
