import type { Insights } from '@das/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { CsvButton } from '@/components/ui/csv-button';
import { trendCsv } from './insights-csv';
import { Panel } from '@/components/ui/panel';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SmallSampleFlag } from '@/components/ui/stat-card';

/**
 * The twelve months as figures, newest first: what the charts draw, and PPD. A
 * month's PVRs and PPD over fewer units than the store's setting are flagged
 * once, beside its units (ADR 029).
 */
export function TrendTable({
  trend,
  smallSampleDeals,
  storeName,
}: {
  trend: Insights['trend'];
  smallSampleDeals: number;
  storeName: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const headers = [
    t('reports.insights.trend.month'),
    t('reports.insights.trend.units'),
    t('reports.insights.trend.totalGross'),
    t('reports.insights.trend.frontPvr'),
    t('reports.insights.trend.backPvr'),
    t('reports.insights.trend.totalPvr'),
    t('reports.insights.trend.ppdLong'),
  ] as const;
  const newestFirst = [...trend].reverse();
  return (
    <Panel
      title={t('reports.insights.trend.tableTitle')}
      description={t('reports.insights.trend.tableDescription')}
      action={
        <CsvButton
          tableName={t('reports.insights.trend.tableTitle')}
          fileName={csvFileName(
            t('reports.insights.trend.fileName'),
            storeName,
            trend.at(-1)?.month,
          )}
          rows={() => trendCsv(trend, headers)}
          disabled={trend.length === 0}
        />
      }
    >
      <ScrollRegion label={t('reports.insights.trend.tableTitle')} className="-mx-5 sm:-mx-6">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t('reports.insights.trend.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-right text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 pl-5 text-left font-medium sm:pl-6">
                {headers[0]}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {headers[1]}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {headers[2]}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {headers[3]}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {headers[4]}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {headers[5]}
              </th>
              <th scope="col" className="py-2 pr-5 pl-3 font-medium sm:pr-6">
                <abbr title={headers[6]} className="no-underline">
                  {t('reports.insights.trend.ppd')}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {newestFirst.map((month) => (
              <tr key={month.month} className="text-right text-slate-700 tabular-nums">
                <th
                  scope="row"
                  className="py-2 pr-3 pl-5 text-left font-medium whitespace-nowrap text-slate-900 sm:pl-6"
                >
                  {fmt.month(month.month)}
                </th>
                <td className="px-3 py-2 font-semibold text-ink-900">
                  <SmallSampleFlag deals={month.units} smallSampleDeals={smallSampleDeals}>
                    {fmt.number(month.units)}
                  </SmallSampleFlag>
                </td>
                <td className="px-3 py-2">{fmt.money(month.totalGross)}</td>
                <td className="px-3 py-2">{fmt.money(month.frontPvr)}</td>
                <td className="px-3 py-2">{fmt.money(month.backPvr)}</td>
                <td className="px-3 py-2">{fmt.money(month.totalPvr)}</td>
                <td className="py-2 pr-5 pl-3 sm:pr-6">{fmt.number(month.ppd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Panel>
  );
}
