import type { Insights } from '@das/shared/schemas/reports';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { CsvButton } from '@/components/ui/csv-button';
import { lendersCsv } from './insights-csv';
import { Panel } from '@/components/ui/panel';
import { ShareBar } from './share-bar';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SmallSampleFlag, SmallSampleMark } from '@/components/ui/stat-card';
import { isSmallSample } from '@das/shared/small-sample';

/**
 * Where the store's financed deals went over twelve months, and the reserve each
 * lender paid. Shares over fewer financed deals than the store's setting are
 * marked once, under the table; an average reserve over fewer of a lender's own
 * deals, beside it (ADR 029).
 */
export function LendersPanel({
  lenders,
  smallSampleDeals,
  storeName,
  month,
}: {
  lenders: Insights['lenders'];
  smallSampleDeals: number;
  storeName: string;
  month: string | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const financed = lenders.reduce((sum, row) => sum + row.deals, 0);
  const headers = [
    t('reports.insights.lenders.lender'),
    t('reports.insights.lenders.deals'),
    t('reports.insights.lenders.sharePercent'),
    t('reports.insights.lenders.averageReserve'),
  ] as const;
  return (
    <Panel
      title={t('reports.insights.lenders.title')}
      description={t('reports.insights.lenders.description')}
      action={
        <CsvButton
          tableName={t('reports.insights.lenders.title')}
          fileName={csvFileName(t('reports.insights.lenders.fileName'), storeName, month)}
          rows={() => lendersCsv(lenders, headers)}
          disabled={lenders.length === 0}
        />
      }
    >
      {lenders.length === 0 ? (
        <div className="flex min-h-32 flex-col items-center justify-center gap-2 text-center">
          <Landmark className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-600">{t('reports.insights.lenders.empty')}</p>
        </div>
      ) : (
        <ScrollRegion label={t('reports.insights.lenders.title')} className="-mx-5 sm:-mx-6">
          <table className="w-full min-w-[20rem] text-sm">
            <caption className="sr-only">{t('reports.insights.lenders.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-6">
                  {headers[0]}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {headers[1]}
                </th>
                <th scope="col" className="w-[36%] py-2 pr-3 font-medium">
                  {t('reports.insights.lenders.share')}
                </th>
                <th scope="col" className="py-2 pr-5 text-right font-medium sm:pr-6">
                  {headers[3]}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lenders.map((row) => (
                <tr key={row.lender}>
                  <th
                    scope="row"
                    className="max-w-48 py-2.5 pr-3 pl-5 text-left font-medium break-words text-slate-900 sm:pl-6"
                  >
                    {row.lender}
                  </th>
                  <td className="py-2.5 pr-3 text-right text-slate-700 tabular-nums">
                    {fmt.number(row.deals)}
                  </td>
                  <td className="py-2.5 pr-3">
                    <ShareBar share={row.share} text={fmt.percent(row.share)} />
                  </td>
                  <td className="py-2.5 pr-5 text-right text-ink-900 tabular-nums sm:pr-6">
                    <SmallSampleFlag deals={row.deals} smallSampleDeals={smallSampleDeals}>
                      {fmt.money(row.averageReserve)}
                    </SmallSampleFlag>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {isSmallSample(financed, smallSampleDeals) && lenders.length > 0 ? (
        <SmallSampleMark deals={financed} className="mt-3" />
      ) : null}
    </Panel>
  );
}
