import type { SalesReport } from '@das/shared/schemas/reports';
import type { CsvRow } from '@/lib/csv';
import { sortRows, type SortState } from '@/lib/table-sort';

/** The sales report's columns, in the order the table shows them. */
export const SALES_COLUMNS = [
  'name',
  'units',
  'newUnits',
  'usedUnits',
  'cpoUnits',
  'frontGross',
  'backGross',
  'totalGross',
  'frontPvr',
  'backPvr',
  'totalPvr',
] as const;
export type SalesColumn = (typeof SALES_COLUMNS)[number];
export type FigureColumn = Exclude<SalesColumn, 'name'>;
export const FIGURE_COLUMNS = SALES_COLUMNS.filter(
  (column): column is FigureColumn => column !== 'name',
);
export const MONEY_COLUMNS: ReadonlySet<SalesColumn> = new Set([
  'frontGross',
  'backGross',
  'totalGross',
  'frontPvr',
  'backPvr',
  'totalPvr',
]);
/** Per-unit figures: over fewer units than the store's setting they are small samples (ADR 029). */
export const PER_UNIT_COLUMNS: ReadonlySet<SalesColumn> = new Set([
  'frontPvr',
  'backPvr',
  'totalPvr',
]);
export const TEXT_COLUMNS: readonly SalesColumn[] = ['name'];
export const DEFAULT_SALES_SORT: SortState<SalesColumn> = { key: 'units', order: 'desc' };

export type SalesPerson = SalesReport['people'][number];
export type SalesFigures = SalesReport['store'];

export function sortPeople(
  people: readonly SalesPerson[],
  sort: SortState<SalesColumn>,
  locale?: string,
): SalesPerson[] {
  return sortRows(
    people,
    sort,
    (person, key) => person[key],
    (person) => person.name,
    locale,
  );
}

/** The store less its group's per-store average, column by column. */
export function differenceFromGroup(
  store: SalesFigures,
  group: SalesFigures,
): Record<FigureColumn, number> {
  return Object.fromEntries(
    FIGURE_COLUMNS.map((column) => [column, store[column] - group[column]]),
  ) as Record<FigureColumn, number>;
}

export interface SalesCsvLabels {
  headers: Record<SalesColumn, string>;
  store: string;
  group: string;
  difference: string;
}

/** The table as shown: people in the chosen order, then the store total, the group average and the difference. */
export function salesReportCsv(
  report: Pick<SalesReport, 'store' | 'group'>,
  people: readonly SalesPerson[],
  labels: SalesCsvLabels,
): CsvRow[] {
  const figures = (row: Record<FigureColumn, number>) =>
    FIGURE_COLUMNS.map((column) => row[column]);
  const rows: CsvRow[] = [
    SALES_COLUMNS.map((column) => labels.headers[column]),
    ...people.map((person) => [person.name, ...figures(person)]),
    [labels.store, ...figures(report.store)],
  ];
  if (report.group) {
    rows.push([labels.group, ...figures(report.group)]);
    rows.push([labels.difference, ...figures(differenceFromGroup(report.store, report.group))]);
  }
  return rows;
}
