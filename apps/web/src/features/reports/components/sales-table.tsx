import type { SalesReport } from '@das/shared/schemas/reports';
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  flexRender,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT, useFormatters } from '@/lib/format';
import {
  FIGURE_COLUMNS,
  MONEY_COLUMNS,
  PER_UNIT_COLUMNS,
  differenceFromGroup,
  type FigureColumn,
  type SalesColumn,
  type SalesFigures,
  type SalesPerson,
} from './sales-columns';
import { SortHeader } from '@/components/ui/sort-header';
import type { SortState } from '@/lib/table-sort';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SmallSampleFlag } from '@/components/ui/stat-card';

/** Sorting only to report the page's order (kept in the address, shared with the CSV). */
const features = tableFeatures({ rowSortingFeature });
type PersonColumn = ColumnDef<typeof features, SalesPerson> & { id: SalesColumn };

/** Borders that split the table into its groups: units, the N/U/CPO mix, gross, PVR. */
const GROUP_START: ReadonlySet<SalesColumn> = new Set(['units', 'frontGross', 'frontPvr']);

/**
 * Salespeople by the chosen column, then the store's total and, for a store in a
 * group, the group's per-store average and how the store compares with it.
 */
export function SalesTable({
  report,
  people,
  sort,
  onSort,
}: {
  report: SalesReport;
  /** Already in the chosen order. */
  people: readonly SalesPerson[];
  sort: SortState<SalesColumn>;
  onSort: (column: SalesColumn) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const hidden = fmt.money(0) === HIDDEN_AMOUNT;
  const format = (column: FigureColumn, amount: number) =>
    MONEY_COLUMNS.has(column) ? fmt.money(amount) : fmt.number(amount);
  /** A figure as shown; a PVR over fewer units than the store's setting flagged (ADR 029). */
  const sampled = (column: FigureColumn, units: number, shown: string) =>
    PER_UNIT_COLUMNS.has(column) ? (
      <SmallSampleFlag deals={units} smallSampleDeals={report.smallSampleDeals}>
        {shown}
      </SmallSampleFlag>
    ) : (
      shown
    );
  const value = (column: FigureColumn, figures: SalesFigures, units = figures.units) =>
    sampled(column, units, format(column, figures[column]));
  // With amounts hidden, a sign or a colour would still give the money away.
  const masked = (column: FigureColumn) => MONEY_COLUMNS.has(column) && hidden;
  const rounded = (column: FigureColumn, amount: number) =>
    MONEY_COLUMNS.has(column) ? Math.round(amount) : Math.round(amount * 100) / 100;
  /** A difference with its sign; money to the dollar, units to the hundredth. */
  const signed = (column: FigureColumn, amount: number) => {
    const shown = rounded(column, amount);
    if (shown === 0 || masked(column)) return format(column, shown);
    return `${shown > 0 ? '+' : '−'}${format(column, Math.abs(shown))}`;
  };
  const columns = useMemo<PersonColumn[]>(
    () => [
      { id: 'name', header: t('reports.sales.columns.name') },
      ...FIGURE_COLUMNS.map((column): PersonColumn => ({
        id: column,
        header: t(`reports.sales.columns.${column}`),
        cell: ({ row }) => value(column, row.original),
      })),
    ],
    // `value` follows the formatters; they change with the language and the privacy toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, fmt, report.smallSampleDeals],
  );
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.key, desc: sort.order === 'desc' }],
    [sort.key, sort.order],
  );
  const table = useTable({
    features,
    data: people as SalesPerson[],
    columns,
    getRowId: (person) => person.userId,
    manualSorting: true,
    state: { sorting },
  });
  const difference = report.group ? differenceFromGroup(report.store, report.group) : null;
  const cellClass = (column: SalesColumn) =>
    `px-2 py-2.5 text-right tabular-nums whitespace-nowrap last:pr-5 xl:px-3 sm:last:pr-6 ${GROUP_START.has(column) ? 'border-l border-slate-100' : ''}`;
  const stickyName =
    'sticky left-0 z-10 min-w-32 max-w-48 py-2.5 pr-3 pl-5 text-left sm:pl-6 print:static';

  return (
    <ScrollRegion
      label={t('reports.sales.table.title')}
      className="-mx-5 sm:-mx-6 print:mx-0 print:overflow-visible"
    >
      <table className="w-full min-w-[56rem] text-sm print:min-w-0 print:text-xs">
        <caption className="sr-only">{t('reports.sales.table.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            {table.getFlatHeaders().map((header) => {
              const column = header.column.id as SalesColumn;
              const label = t(`reports.sales.columns.${column}`);
              return column === 'name' ? (
                <SortHeader
                  key={header.id}
                  column={column}
                  sorted={header.column.getIsSorted()}
                  onSort={onSort}
                  align="left"
                  className={`${stickyName} bg-white`}
                >
                  {label}
                </SortHeader>
              ) : (
                <SortHeader
                  key={header.id}
                  column={column}
                  sorted={header.column.getIsSorted()}
                  onSort={onSort}
                  className={`px-2 last:pr-5 xl:px-3 sm:last:pr-6 ${GROUP_START.has(column) ? 'border-l border-slate-100' : ''}`}
                  title={t(`reports.sales.columnsLong.${column}`)}
                >
                  {label}
                </SortHeader>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={FIGURE_COLUMNS.length + 1} className="px-6 py-8 text-center">
                <Users className="mx-auto size-6 text-slate-300" aria-hidden="true" />
                <p className="mt-2 text-sm text-slate-600">{t('reports.sales.table.noPeople')}</p>
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => {
              const person = row.original;
              return (
                <tr key={row.id} className="group hover:bg-slate-50">
                  <th
                    scope="row"
                    className={`${stickyName} bg-white font-medium text-slate-900 group-hover:bg-slate-50`}
                  >
                    <span className="block truncate">{person.name}</span>
                    {person.isActive ? null : (
                      <span className="mt-0.5 inline-block rounded bg-slate-100 px-1.5 text-xs font-normal text-slate-600">
                        {t('reports.sales.table.inactive')}
                      </span>
                    )}
                  </th>
                  {row
                    .getAllCells()
                    .filter((cell) => cell.column.id !== 'name')
                    .map((cell) => {
                      const column = cell.column.id as FigureColumn;
                      return (
                        <td
                          key={cell.id}
                          className={`${cellClass(column)} ${
                            column === 'units' || column === 'totalGross'
                              ? 'font-semibold text-ink-900'
                              : 'text-slate-700'
                          }`}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <tr className="bg-slate-50 font-semibold text-ink-900">
            <th scope="row" className={`${stickyName} bg-slate-50`}>
              {t('reports.sales.table.store')}
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <td key={column} className={cellClass(column)}>
                {value(column, report.store)}
              </td>
            ))}
          </tr>
          {report.group && difference ? (
            <>
              <tr className="border-t border-slate-200 text-slate-700">
                <th scope="row" className={`${stickyName} bg-white font-medium`}>
                  {t('reports.sales.table.group', { count: report.group.stores })}
                </th>
                {FIGURE_COLUMNS.map((column) => (
                  <td key={column} className={cellClass(column)}>
                    {/* The group's PVRs stand on all its stores' units, not the average store's. */}
                    {report.group
                      ? value(column, report.group, report.group.units * report.group.stores)
                      : null}
                  </td>
                ))}
              </tr>
              <tr className="border-t border-slate-200 text-slate-700">
                <th scope="row" className={`${stickyName} bg-white font-medium`}>
                  {t('reports.sales.table.difference')}
                </th>
                {FIGURE_COLUMNS.map((column) => {
                  const amount = difference[column];
                  const shown = rounded(column, amount);
                  const tone =
                    shown === 0 || masked(column)
                      ? 'text-slate-600'
                      : shown > 0
                        ? 'text-emerald-700'
                        : 'text-rose-700';
                  return (
                    <td key={column} className={`${cellClass(column)} font-medium ${tone}`}>
                      {/* A comparison stands on the fewer units: the store's. */}
                      {sampled(column, report.store.units, signed(column, amount))}
                    </td>
                  );
                })}
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
