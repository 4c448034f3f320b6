import type { Insights } from '@das/shared/schemas/reports';
import { Info, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { CsvButton } from '@/components/ui/csv-button';
import { productsCsv } from './insights-csv';
import { Panel } from '@/components/ui/panel';
import { ShareBar } from './share-bar';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SmallSampleFlag } from '@/components/ui/stat-card';

/**
 * Each product's penetration over twelve months and what it earns on average.
 * A penetration over fewer eligible deals than the store's setting, and an
 * average over fewer sales, are flagged small samples (ADR 029).
 */
export function ProductsPanel({
  products,
  smallSampleDeals,
  storeName,
  month,
}: {
  products: Insights['products'];
  smallSampleDeals: number;
  storeName: string;
  /** The last month of the twelve, for the file name. */
  month: string | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const headers = [
    t('reports.insights.products.product'),
    t('reports.insights.products.sold'),
    t('reports.insights.products.eligible'),
    t('reports.insights.products.penetrationPercent'),
    t('reports.insights.products.averageProfit'),
  ] as const;
  const name = (product: Insights['products'][number]['product']) =>
    t(`reports.products.${product}`);
  return (
    <Panel
      title={t('reports.insights.products.title')}
      description={t('reports.insights.products.description')}
      action={
        <CsvButton
          tableName={t('reports.insights.products.title')}
          fileName={csvFileName(t('reports.insights.products.fileName'), storeName, month)}
          rows={() => productsCsv(products, headers, name)}
          disabled={products.length === 0}
        />
      }
    >
      {products.every((row) => row.eligible === 0) ? (
        <div className="flex min-h-32 flex-col items-center justify-center gap-2 text-center">
          <PackageOpen className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-600">{t('reports.insights.products.empty')}</p>
        </div>
      ) : (
        <>
          <ScrollRegion label={t('reports.insights.products.title')} className="-mx-5 sm:-mx-6">
            <table className="w-full min-w-[20rem] text-sm">
              <caption className="sr-only">{t('reports.insights.products.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-6">
                    {headers[0]}
                  </th>
                  <th scope="col" className="w-[42%] py-2 pr-3 font-medium">
                    {t('reports.insights.products.penetration')}
                  </th>
                  <th
                    scope="col"
                    className="hidden py-2 pr-3 text-right font-medium whitespace-nowrap md:table-cell"
                  >
                    {t('reports.insights.products.soldOfEligible')}
                  </th>
                  <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-6">
                    {headers[4]}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {products.map((row) => (
                  <tr key={row.product}>
                    <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-medium sm:pl-6">
                      <span className="block text-slate-900">{name(row.product)}</span>
                      <span className="block text-xs font-normal text-slate-600 md:hidden">
                        {t('reports.insights.products.soldOf', {
                          sold: fmt.number(row.sold),
                          eligible: fmt.number(row.eligible),
                        })}
                      </span>
                    </th>
                    <td className="py-2.5 pr-3">
                      <ShareBar
                        share={row.penetration}
                        text={
                          <SmallSampleFlag deals={row.eligible} smallSampleDeals={smallSampleDeals}>
                            {fmt.percent(row.penetration)}
                          </SmallSampleFlag>
                        }
                      />
                    </td>
                    <td className="hidden py-2.5 pr-3 text-right whitespace-nowrap text-slate-700 tabular-nums md:table-cell">
                      {t('reports.insights.products.soldOf', {
                        sold: fmt.number(row.sold),
                        eligible: fmt.number(row.eligible),
                      })}
                    </td>
                    <td className="py-2.5 pr-5 text-right text-ink-900 tabular-nums sm:pr-6">
                      {row.sold > 0 ? (
                        <SmallSampleFlag deals={row.sold} smallSampleDeals={smallSampleDeals}>
                          {fmt.money(row.averageProfit)}
                        </SmallSampleFlag>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-4 flex gap-1.5 text-xs text-slate-600">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>{t('reports.insights.products.gapHint')}</span>
          </p>
        </>
      )}
    </Panel>
  );
}
