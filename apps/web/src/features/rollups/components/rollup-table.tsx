import type { RollupLine } from '@das/shared/schemas/rollups';
import { AlertTriangle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvButton } from '@/components/ui/csv-button';
import { PanelTable } from '@/components/ui/panel-table';
import { Panel } from '@/components/ui/panel';
import { SortHeader } from '@/components/ui/sort-header';
import { SmallSampleFlag } from '@/components/ui/stat-card';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';
import { useFormatters } from '@/lib/format';
import { nextSort, sortRows, type SortState } from '@/lib/table-sort';
import {
  ASCENDING_FIRST,
  COLUMN_KEYS,
  cellText,
  columnNames,
  grossChange,
  rollupCsv,
  sampleOf,
  sortValue,
  unitsChange,
  type ColumnKey,
  type RollupRow,
} from './rollup-columns';
import { outliersOf, type Outlier } from './outliers';

const FIGURES = COLUMN_KEYS.filter((key) => key !== 'name' && key !== 'rank');

/**
 * Stores (or groups) side by side: sortable by any column (aria-sort on each
 * header, a button in each), each row's rank and change against the period
 * before, the total at the foot, and outliers marked with an icon and words,
 * not colour alone. The CSV holds the same rows in the order shown.
 */
export function RollupTable({
  title,
  description,
  subject,
  rows,
  total,
  totalLabel,
  from,
  fileName,
}: {
  title: string;
  description?: string;
  /** What a row is: "Store", "Dealer group". */
  subject: string;
  rows: readonly RollupRow[];
  total: RollupLine;
  totalLabel: string;
  /** The period before, as the change columns name it. */
  from: { long: string; short: string };
  fileName: string;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useFormatters();
  const [sort, setSort] = useState<SortState<ColumnKey>>({ key: 'rank', order: 'asc' });
  const names = { ...columnNames(t), name: subject };
  const sorted = sortRows(rows, sort, sortValue, (row) => row.name, i18n.language);
  const outliers = outliersOf(rows);
  const outlierOf = (row: RollupRow, column: ColumnKey): Outlier | undefined =>
    outliers.find((outlier) => outlier.rowKey === row.key && outlier.column === column);

  /** A rate over fewer deals than the line's setting, flagged a small sample (ADR 029). */
  const sampled = (row: RollupRow, key: ColumnKey, shown: ReactNode) => {
    const deals = sampleOf(row.line, key);
    if (deals === null) return shown;
    const smallSampleDeals = row.line.smallSampleDeals;
    // A change is a paragraph of its own: the mark goes beside it, not around it.
    return key === 'unitsChange' || key === 'grossChange' ? (
      <div className="flex items-center justify-end gap-1">
        <SmallSampleFlag deals={deals} smallSampleDeals={smallSampleDeals} />
        {shown}
      </div>
    ) : (
      <SmallSampleFlag deals={deals} smallSampleDeals={smallSampleDeals}>
        {shown}
      </SmallSampleFlag>
    );
  };
  const figure = (row: RollupRow, key: ColumnKey) => {
    if (key === 'unitsChange' || key === 'grossChange') {
      const change = key === 'unitsChange' ? unitsChange(row.line) : grossChange(row.line);
      return <ChangeIndicator change={change} from={from} className="whitespace-nowrap" />;
    }
    const outlier = outlierOf(row, key);
    if (!outlier) return cellText(row, key, fmt);
    return (
      <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 font-semibold text-amber-900">
        <AlertTriangle className="size-3.5" aria-hidden="true" />
        {cellText(row, key, fmt)}
        <span className="sr-only">{t(`groupViews.outliers.${outlier.kind}`)}</span>
      </span>
    );
  };
  const cell = (row: RollupRow, key: ColumnKey) => sampled(row, key, figure(row, key));
  const totalRow: RollupRow = { key: 'total', name: totalLabel, href: null, rank: 0, line: total };

  return (
    <Panel
      title={title}
      description={description}
      action={
        <CsvButton
          fileName={fileName}
          tableName={title}
          rows={() => rollupCsv(sorted, total, names, totalLabel)}
        />
      }
    >
      {outliers.length ? (
        <ul className="mb-4 space-y-1 text-sm text-slate-700">
          {outliers.map((outlier) => {
            const row = rows.find((candidate) => candidate.key === outlier.rowKey)!;
            return (
              <li key={outlier.kind} className="flex items-start gap-2">
                <AlertTriangle
                  className="mt-0.5 size-4 shrink-0 text-amber-700"
                  aria-hidden="true"
                />
                <span>
                  <strong className="font-semibold">
                    {t(`groupViews.outliers.${outlier.kind}`)}:
                  </strong>{' '}
                  {row.name} ({cellText(row, outlier.column, fmt)})
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PanelTable
        label={title}
        caption={title}
        className="relative w-full min-w-[84rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            {(['rank', 'name'] as const).map((key) => (
              <SortHeader
                key={key}
                column={key}
                sorted={sort.key === key ? sort.order : false}
                onSort={(column) => setSort(nextSort(sort, column, ASCENDING_FIRST))}
                align="left"
                className={key === 'rank' ? 'pl-5 sm:pl-6' : 'pl-3'}
              >
                {names[key]}
              </SortHeader>
            ))}
            {FIGURES.map((key) => (
              <SortHeader
                key={key}
                column={key}
                sorted={sort.key === key ? sort.order : false}
                onSort={(column) => setSort(nextSort(sort, column, ASCENDING_FIRST))}
                className="px-3 last:pr-5 sm:last:pr-6"
              >
                {names[key]}
              </SortHeader>
            ))}
          </tr>
        }
      >
        {sorted.map((row) => (
          <tr key={row.key} className="align-top">
            <td className="py-2.5 pl-5 text-slate-600 tabular-nums sm:pl-6">{row.rank}</td>
            <th scope="row" className="min-w-40 px-3 py-2.5 text-left font-medium text-ink-900">
              {row.href ? (
                <Link
                  to={row.href}
                  className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {row.name}
                </Link>
              ) : (
                row.name
              )}
              {row.detail ? (
                <span className="block text-xs font-normal text-slate-500">{row.detail}</span>
              ) : null}
            </th>
            {FIGURES.map((key) => (
              <td
                key={key}
                className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums last:pr-5 sm:last:pr-6"
              >
                {cell(row, key)}
              </td>
            ))}
          </tr>
        ))}
        <tr className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
          <td className="py-2.5 pl-5 sm:pl-6" />
          <th scope="row" className="min-w-40 px-3 py-2.5 text-left text-ink-900">
            {totalLabel}
          </th>
          {FIGURES.map((key) => (
            <td
              key={key}
              className="px-3 py-2.5 text-right whitespace-nowrap text-ink-900 tabular-nums last:pr-5 sm:last:pr-6"
            >
              {sampled(
                totalRow,
                key,
                key === 'unitsChange' || key === 'grossChange'
                  ? figure(totalRow, key)
                  : cellText(totalRow, key, fmt),
              )}
            </td>
          ))}
        </tr>
      </PanelTable>
    </Panel>
  );
}
