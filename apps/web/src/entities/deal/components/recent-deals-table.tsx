import type { Deal } from '@das/shared/schemas/deals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell, DatedListHeads, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import { DealStatusBadge } from './deal-status-badge';

/** A column a dashboard adds after the customer, shown from a breakpoint on. */
export interface DealColumn {
  key: string;
  head: string;
  /** From which width on it shows: `md:table-cell`, `lg:table-cell`. */
  showFrom: string;
  cell: (deal: Deal) => ReactNode;
}

/**
 * A dashboard's latest deals: date, customer, the dashboard's own columns,
 * status, its headline amount and total gross. On a phone only the customer
 * and the amount stay; the rest moves under the customer's name.
 */
export function RecentDealsTable({
  deals,
  label,
  caption,
  detail,
  tag,
  columns = [],
  amount,
}: {
  deals: readonly Deal[];
  label: string;
  caption: string;
  /** The word after the deal number under the customer (its type, its vehicle). */
  detail: (deal: Deal) => string;
  /** A mark beside the customer's name (a split deal). */
  tag?: (deal: Deal) => ReactNode;
  columns?: readonly DealColumn[];
  /** The headline amount (back or front gross) and the line under it. */
  amount: {
    head: string;
    value: (deal: Deal) => number;
    note: (deal: Deal) => ReactNode;
    /** The note only stands in for a hidden column, on a phone. */
    noteOnPhoneOnly?: boolean;
  };
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <PanelTable
      label={label}
      caption={caption}
      head={
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <DatedListHeads
            date={t('common.dealColumns.date')}
            subject={t('common.dealColumns.customer')}
          />
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={`hidden py-2 pr-3 font-medium ${column.showFrom}`}
            >
              {column.head}
            </th>
          ))}
          <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
            {t('common.dealColumns.status')}
          </th>
          {/* The amounts' heads wrap: two panels side by side leave each table half a screen. */}
          <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-3">
            {amount.head}
          </th>
          <th scope="col" className="hidden py-2 pr-5 text-right font-medium sm:table-cell sm:pr-6">
            {t('common.dealColumns.totalGross')}
          </th>
        </tr>
      }
    >
      {deals.map((deal) => (
        <tr key={deal.id}>
          <DateCell date={deal.deal_date} />
          <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-medium text-slate-900 sm:pl-0">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span>{deal.customer_last_name}</span>
              {tag?.(deal)}
            </span>
            <span className="block text-xs font-normal text-slate-500">
              {t('common.dealNumber', { number: deal.deal_number })}
              {' · '}
              {detail(deal)}
              <span className="sm:hidden">
                {' · '}
                {t(`common.dealStatus.${deal.status}`)}
                {' · '}
                {fmt.date(deal.deal_date)}
              </span>
            </span>
          </th>
          {columns.map((column) => (
            <td key={column.key} className={`hidden py-2.5 pr-3 text-slate-600 ${column.showFrom}`}>
              {column.cell(deal)}
            </td>
          ))}
          <td className="hidden py-2.5 pr-3 sm:table-cell">
            <DealStatusBadge status={deal.status} />
          </td>
          <td className="py-2.5 pr-5 text-right font-semibold text-ink-900 tabular-nums sm:pr-3">
            {fmt.money(amount.value(deal))}
            <span
              className={`block text-xs font-normal whitespace-nowrap text-slate-500 ${
                amount.noteOnPhoneOnly ? 'sm:hidden' : ''
              }`}
            >
              {amount.note(deal)}
            </span>
          </td>
          <td className="hidden py-2.5 pr-5 text-right text-slate-700 tabular-nums sm:table-cell sm:pr-6">
            {fmt.money(deal.total_gross)}
          </td>
        </tr>
      ))}
    </PanelTable>
  );
}
