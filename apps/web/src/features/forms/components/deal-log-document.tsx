import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvCell, CsvRow } from '@/lib/csv';
import { useFormatters, dateFormat } from '@/lib/format';
import { DealStatusLabel } from './deal-status';
import { DocumentSheet, FieldList, SheetSection } from './document-sheet';
import { logTotals } from './log-totals';
import { ScrollRegion } from '@/components/ui/scroll-region';

interface LogColumn {
  id: string;
  header: string;
  /** The full name, when the header is abbreviated. */
  title?: string;
  numeric?: boolean;
  cell: (deal: Deal) => ReactNode;
  csv: (deal: Deal) => CsvCell;
}

const salespeople = (deal: Deal) =>
  [deal.salesperson_name, deal.second_salesperson_name].filter(Boolean).join(' / ');

/** The month-end log's columns, shared by the printed table and its CSV. */
export function useLogColumns(): LogColumn[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const money = (value: number) => fmt.money(value);
  // The month is in the title: a day and month is enough in the rows.
  const dayMonth = dateFormat(fmt.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const short = (iso: string) => dayMonth.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return [
    {
      id: 'number',
      header: t('forms.log.columns.number'),
      cell: (d) => d.deal_number,
      csv: (d) => d.deal_number,
    },
    {
      id: 'date',
      header: t('forms.log.columns.date'),
      cell: (d) => short(d.deal_date),
      csv: (d) => d.deal_date,
    },
    {
      id: 'customer',
      header: t('forms.log.columns.customer'),
      cell: (d) => d.customer_last_name,
      csv: (d) => d.customer_last_name,
    },
    {
      id: 'stock',
      header: t('forms.log.columns.stock'),
      cell: (d) => d.stock_number,
      csv: (d) => d.stock_number,
    },
    {
      id: 'vin',
      header: t('forms.log.columns.vin'),
      title: t('forms.fields.vin'),
      cell: (d) => <span className="font-mono">{d.vin_last8}</span>,
      csv: (d) => d.vin_last8,
    },
    {
      id: 'vehicle',
      header: t('forms.log.columns.vehicle'),
      title: t('forms.fields.vehicleType'),
      cell: (d) => t(`forms.vehicleTypeShort.${d.vehicle_type}`),
      csv: (d) => d.vehicle_type,
    },
    {
      id: 'type',
      header: t('forms.log.columns.type'),
      title: t('forms.fields.dealType'),
      cell: (d) => t(`forms.dealTypeShort.${d.deal_type}`),
      csv: (d) => d.deal_type,
    },
    {
      id: 'lender',
      header: t('forms.log.columns.lender'),
      cell: (d) => d.lender ?? '—',
      csv: (d) => d.lender,
    },
    {
      id: 'salesperson',
      header: t('forms.log.columns.salesperson'),
      cell: (d) =>
        d.salesperson_name || d.second_salesperson_name ? (
          <>
            {d.salesperson_name}
            {d.second_salesperson_name ? (
              <span className="block">{d.second_salesperson_name}</span>
            ) : null}
          </>
        ) : (
          '—'
        ),
      csv: salespeople,
    },
    {
      id: 'fi',
      header: t('forms.log.columns.fi'),
      title: t('forms.fields.fiManager'),
      cell: (d) => d.fi_manager_name ?? '—',
      csv: (d) => d.fi_manager_name,
    },
    {
      id: 'front',
      header: t('forms.log.columns.front'),
      numeric: true,
      cell: (d) => money(d.front_end_gross),
      csv: (d) => d.front_end_gross,
    },
    {
      id: 'reserve',
      header: t('forms.log.columns.reserve'),
      numeric: true,
      cell: (d) => money(d.reserve),
      csv: (d) => d.reserve,
    },
    {
      id: 'products',
      header: t('forms.log.columns.products'),
      title: t('forms.log.columns.productsLong'),
      numeric: true,
      cell: (d) => fmt.number(d.products_sold),
      csv: (d) => d.products_sold,
    },
    {
      id: 'back',
      header: t('forms.log.columns.back'),
      numeric: true,
      cell: (d) => money(d.back_end_gross),
      csv: (d) => d.back_end_gross,
    },
    {
      id: 'total',
      header: t('forms.log.columns.total'),
      numeric: true,
      cell: (d) => money(d.total_gross),
      csv: (d) => d.total_gross,
    },
    {
      id: 'status',
      header: t('forms.log.columns.status'),
      cell: (d) => <DealStatusLabel status={d.status} />,
      csv: (d) => d.status,
    },
    {
      id: 'funded',
      header: t('forms.log.columns.funded'),
      cell: (d) => (d.funded_date ? short(d.funded_date) : '—'),
      csv: (d) => d.funded_date,
    },
  ];
}

/** The log as CSV: every column, then each product's profit, one deal a row. */
export function logCsvRows(
  deals: readonly Deal[],
  columns: readonly LogColumn[],
  productName: (product: (typeof PRODUCTS)[number]) => string,
): CsvRow[] {
  return [
    [...columns.map((column) => column.title ?? column.header), ...PRODUCTS.map(productName)],
    ...deals.map((deal) => [
      ...columns.map((column) => column.csv(deal)),
      ...PRODUCTS.map((product) => deal.products[product] ?? 0),
    ]),
  ];
}

/**
 * Every deal of a month by deal number, with the month's totals: the paper
 * log a store files at month end. Its header row repeats on every printed page.
 */
export function DealLogDocument({
  deals,
  month,
  storeName,
  today,
}: {
  deals: readonly Deal[];
  month: string;
  storeName: string;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns = useLogColumns();
  const totals = logTotals(deals);
  const firstFigure = columns.findIndex((column) => column.id === 'front');
  const sums: Record<string, string> = {
    front: fmt.money(totals.front),
    reserve: fmt.money(totals.reserve),
    products: fmt.number(totals.productsSold),
    back: fmt.money(totals.back),
    total: fmt.money(totals.total),
  };

  return (
    <DocumentSheet
      storeName={storeName}
      title={t('forms.log.title', { month: fmt.month(month) })}
      subtitle={t('forms.log.subtitle', { count: deals.length, units: fmt.number(totals.units) })}
      today={today}
      landscape
    >
      <ScrollRegion
        label={t('forms.log.caption', { month: fmt.month(month) })}
        className="-mx-4 sm:mx-0 print:mx-0 print:overflow-visible"
      >
        <table className="w-full min-w-[62rem] border-collapse text-xs print:min-w-0 print:text-[7.5pt]">
          <caption className="sr-only">
            {t('forms.log.caption', { month: fmt.month(month) })}
          </caption>
          <thead>
            <tr className="border-y-2 border-ink-900 text-slate-900">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  title={column.title}
                  className={`px-1.5 py-1.5 font-semibold whitespace-nowrap first:pl-4 last:pr-4 sm:first:pl-1.5 sm:last:pr-1.5 print:first:pl-0 print:last:pr-0 ${
                    column.numeric ? 'text-right' : 'text-left'
                  }`}
                >
                  {column.title ? (
                    <>
                      <span aria-hidden="true">{column.header}</span>
                      <span className="sr-only">{column.title}</span>
                    </>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deals.map((deal) => {
              const unwound = deal.status === 'Unwound';
              return (
                <tr
                  key={deal.id}
                  className={`border-b border-slate-200 print:break-inside-avoid ${unwound ? 'text-slate-500' : ''}`}
                >
                  {columns.map((column, index) => {
                    const content = column.cell(deal);
                    const className = `px-1.5 py-1 align-top first:pl-4 last:pr-4 sm:first:pl-1.5 sm:last:pr-1.5 print:first:pl-0 print:last:pr-0 ${
                      column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''
                    } ${unwound && column.numeric ? 'line-through' : ''} ${
                      column.id === 'customer' ||
                      column.id === 'lender' ||
                      column.id === 'salesperson' ||
                      column.id === 'fi'
                        ? 'max-w-36'
                        : 'whitespace-nowrap'
                    }`;
                    return index === 0 ? (
                      <th
                        key={column.id}
                        scope="row"
                        className={`${className} text-left font-semibold`}
                      >
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            <tr className="border-t-2 border-ink-900 font-semibold text-ink-900 print:break-inside-avoid">
              <th
                scope="row"
                colSpan={firstFigure}
                className="px-1.5 py-2 text-left first:pl-4 sm:first:pl-1.5 print:first:pl-0"
              >
                {t('forms.log.totalsRow', { units: fmt.number(totals.units) })}
              </th>
              {columns.slice(firstFigure).map((column) => (
                <td
                  key={column.id}
                  className="px-1.5 py-2 text-right whitespace-nowrap tabular-nums last:pr-4 sm:last:pr-1.5 print:last:pr-0"
                >
                  {sums[column.id] ?? ''}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      {totals.unwound > 0 ? (
        <p className="text-xs text-slate-600">
          {t('forms.log.unwoundNote', { count: totals.unwound })}
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <SheetSection title={t('forms.log.summary.title')}>
          <FieldList
            fields={[
              { label: t('forms.log.summary.deals'), value: fmt.number(totals.deals) },
              { label: t('forms.log.summary.units'), value: fmt.number(totals.units) },
              { label: t('forms.log.summary.unwound'), value: fmt.number(totals.unwound) },
              { label: t('forms.log.summary.ppd'), value: fmt.number(totals.ppd) },
              { label: t('forms.log.summary.frontPvr'), value: fmt.money(totals.frontPvr) },
              { label: t('forms.log.summary.backPvr'), value: fmt.money(totals.backPvr) },
              { label: t('forms.log.summary.totalPvr'), value: fmt.money(totals.totalPvr) },
              { label: t('forms.log.summary.total'), value: fmt.money(totals.total) },
              {
                label: t('forms.log.summary.funded', { count: totals.funded.deals }),
                value: fmt.money(totals.funded.gross),
              },
              {
                label: t('forms.log.summary.pending', { count: totals.pending.deals }),
                value: fmt.money(totals.pending.gross),
              },
            ]}
          />
        </SheetSection>
        <SheetSection title={t('forms.log.products.title')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('forms.log.products.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-400 text-xs text-slate-700">
                <th scope="col" className="py-1 text-left font-semibold">
                  {t('forms.log.products.product')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('forms.log.products.sold')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('forms.log.products.penetration')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('forms.log.products.profit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {PRODUCTS.map((product) => {
                const row = totals.products[product];
                return (
                  <tr key={product} className="border-b border-dotted border-slate-300">
                    <th scope="row" className="py-1 text-left font-normal text-slate-700">
                      {t(`forms.products.${product}`)}
                    </th>
                    <td className="py-1 text-right tabular-nums">
                      {t('forms.log.products.soldOf', {
                        sold: fmt.number(row.sold),
                        eligible: fmt.number(row.eligible),
                      })}
                    </td>
                    <td className="py-1 text-right tabular-nums">{fmt.percent(row.penetration)}</td>
                    <td className="py-1 text-right tabular-nums">{fmt.money(row.profit)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </SheetSection>
      </div>
    </DocumentSheet>
  );
}
