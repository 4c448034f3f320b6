import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { RankBadge } from '@/components/ui/rank-badge';
import { formatUnits } from '@/lib/format';
import { PanelTable } from '@/components/ui/panel-table';
import { SmallSampleFlag } from '@/components/ui/stat-card';

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** The column the board ranks by: in bold. */
  strong?: boolean;
}

function Board<T extends { userId: string; name: string }>({
  title,
  description,
  caption,
  nameLabel,
  empty,
  rows,
  columns,
}: {
  title: string;
  description: string;
  caption: string;
  nameLabel: string;
  empty: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} description={description}>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <PanelTable
          label={title}
          caption={caption}
          className="w-full min-w-[26rem] text-sm"
          head={
            <tr className="border-b border-slate-200 text-right text-xs text-slate-500">
              <th
                scope="col"
                className="w-px whitespace-nowrap py-2 pl-5 pr-3 text-left font-medium sm:pl-6"
              >
                {t('salesFloor.board.rank')}
              </th>
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {nameLabel}
              </th>
              {columns.map((column, index) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`py-2 font-medium ${index === columns.length - 1 ? 'pr-5 sm:pr-6' : 'pr-3'}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          }
        >
          {rows.map((row, rank) => (
            <tr key={row.userId} className="text-right tabular-nums">
              <td className="py-2.5 pl-5 text-left sm:pl-6">
                <RankBadge index={rank} />
              </td>
              <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-900">
                {row.name}
              </th>
              {columns.map((column, index) => (
                <td
                  key={column.label}
                  className={`py-2.5 ${index === columns.length - 1 ? 'pr-5 sm:pr-6' : 'pr-3'} ${
                    column.strong ? 'font-semibold text-ink-900' : 'text-slate-700'
                  }`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}

/** Each sales manager's team for the period; a PVR over too few units flagged (ADR 029). */
export function SalesManagerBoard({
  rows,
  periodName,
  smallSampleDeals,
}: {
  rows: GeneralManagerDashboard['salesManagers'];
  periodName: string;
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Board
      title={t('salesFloor.salesManagers.title')}
      description={t('salesFloor.salesManagers.description', { period: periodName })}
      caption={t('salesFloor.salesManagers.caption', { period: periodName })}
      nameLabel={t('salesFloor.salesManagers.manager')}
      empty={t('salesFloor.salesManagers.empty')}
      rows={rows}
      columns={[
        {
          label: t('salesFloor.board.units'),
          cell: (row) => formatUnits(row.units, fmt.number),
        },
        {
          label: t('salesFloor.board.totalGross'),
          cell: (row) => fmt.money(row.totalGross),
          strong: true,
        },
        {
          label: t('salesFloor.board.pvr'),
          cell: (row) => (
            <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
              {fmt.money(row.pvr)}
            </SmallSampleFlag>
          ),
        },
      ]}
    />
  );
}

/** The finance managers for the period, by back-end gross; small samples flagged (ADR 029). */
export function FinanceBoard({
  rows,
  periodName,
  smallSampleDeals,
}: {
  rows: GeneralManagerDashboard['financeLeaderboard'];
  periodName: string;
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Board
      title={t('salesFloor.financeBoard.title')}
      description={t('salesFloor.financeBoard.description', { period: periodName })}
      caption={t('salesFloor.financeBoard.caption', { period: periodName })}
      nameLabel={t('salesFloor.financeBoard.manager')}
      empty={t('salesFloor.financeBoard.empty')}
      rows={rows}
      columns={[
        { label: t('salesFloor.financeBoard.deals'), cell: (row) => fmt.number(row.units) },
        {
          label: t('salesFloor.board.backGross'),
          cell: (row) => fmt.money(row.backGross),
          strong: true,
        },
        {
          label: t('salesFloor.board.backPvr'),
          cell: (row) => (
            <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
              {fmt.money(row.backPvr)}
            </SmallSampleFlag>
          ),
        },
        {
          label: t('salesFloor.board.ppd'),
          cell: (row) => (
            <SmallSampleFlag deals={row.units} smallSampleDeals={smallSampleDeals}>
              {fmt.number(row.ppd)}
            </SmallSampleFlag>
          ),
        },
      ]}
    />
  );
}
