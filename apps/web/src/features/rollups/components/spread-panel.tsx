import type { AreaRollup } from '@das/shared/schemas/rollups';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvButton } from '@/components/ui/csv-button';
import { Panel } from '@/components/ui/panel';
import { PanelTable } from '@/components/ui/panel-table';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { SmallSampleFlag } from '@/components/ui/stat-card';

type Spread = AreaRollup['spread'][number];

/**
 * Per KPI, the best store, the median store's figure and the worst store of the
 * area. A best or worst rate over fewer deals than that store's own setting is
 * flagged: the top of a PVR ranking is often a store with few deals (ADR 029).
 */
export function SpreadPanel({ spread, areaName }: { spread: readonly Spread[]; areaName: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const shown = (kpi: Spread['kpi'], value: number) =>
    kpi === 'units'
      ? fmt.units(value)
      : kpi === 'ppd'
        ? fmt.number(value)
        : kpi === 'vscPenetration' || kpi === 'gapPenetration'
          ? fmt.percent(value)
          : fmt.money(value);
  const title = t('groupViews.spread.title');
  const heads = [
    t('groupViews.spread.kpi'),
    t('groupViews.spread.best'),
    t('groupViews.spread.median'),
    t('groupViews.spread.worst'),
  ];
  const store = (end: Spread['best'], kpi: Spread['kpi']) => (
    <>
      <Link
        to={paths.dealership.getHref(end.dealershipId)}
        className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {end.name}
      </Link>{' '}
      <span className="text-slate-600 tabular-nums">
        {end.sampleDeals === null ? (
          shown(kpi, end.value)
        ) : (
          <SmallSampleFlag deals={end.sampleDeals} smallSampleDeals={end.smallSampleDeals}>
            {shown(kpi, end.value)}
          </SmallSampleFlag>
        )}
      </span>
    </>
  );
  return (
    <Panel
      title={title}
      description={t('groupViews.spread.description')}
      action={
        <CsvButton
          fileName={csvFileName(areaName, 'spread')}
          tableName={title}
          rows={() => [
            [
              heads[0],
              heads[1],
              t('groupViews.spread.bestValue'),
              heads[2],
              heads[3],
              t('groupViews.spread.worstValue'),
            ],
            ...spread.map((row) => [
              t(`groupViews.columns.${row.kpi}`),
              row.best.name,
              row.best.value,
              row.median,
              row.worst.name,
              row.worst.value,
            ]),
          ]}
        />
      }
    >
      <PanelTable
        label={title}
        caption={title}
        className="relative w-full min-w-[40rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            {heads.map((head, index) => (
              <th
                key={head}
                scope="col"
                className={`py-2 font-medium ${index === 0 ? 'pl-5 sm:pl-6' : 'px-3'} ${index === 2 ? 'text-right' : ''}`}
              >
                {head}
              </th>
            ))}
          </tr>
        }
      >
        {spread.map((row) => (
          <tr key={row.kpi}>
            <th scope="row" className="py-2.5 pl-5 text-left font-medium text-ink-900 sm:pl-6">
              {t(`groupViews.columns.${row.kpi}`)}
            </th>
            <td className="px-3 py-2.5">{store(row.best, row.kpi)}</td>
            <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">
              {shown(row.kpi, row.median)}
            </td>
            <td className="px-3 py-2.5 pr-5 sm:pr-6">{store(row.worst, row.kpi)}</td>
          </tr>
        ))}
      </PanelTable>
    </Panel>
  );
}
