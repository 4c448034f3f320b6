import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useLogColumns } from './deal-log-columns';
import { DocumentSheet, FieldList, SheetSection } from './document-sheet';
import { logTotals } from './log-totals';
import { ScrollRegion } from '@/components/ui/scroll-region';

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
