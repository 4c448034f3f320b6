import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { PENETRATION_TARGETS, againstTarget } from './penetration-targets';
import { PanelTable } from '@/components/ui/panel-table';
import { SmallSampleMark } from '@/components/ui/stat-card';
import { isSmallSample } from '@das/shared/small-sample';

type ProductStat = FinanceDashboard['metrics']['products'][number];

const FILL = { met: 'bg-emerald-500', close: 'bg-amber-400', below: 'bg-rose-400' } as const;

/**
 * Penetration of each product as a bar with its target marked, and what each
 * sells for. The bars carry their numbers as text, so they need no second table.
 */
export function ProductMixPanel({
  products,
  smallSampleDeals,
  className = '',
}: {
  products: readonly ProductStat[];
  /** The store's setting: a penetration over fewer eligible deals is a small sample. */
  smallSampleDeals: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <Panel
      title={t('finance.products.title')}
      description={t('finance.products.description')}
      className={className}
      action={
        <p className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-3 w-0.5 rounded-full bg-ink-900" />
            {t('finance.products.targetLegend')}
          </span>
        </p>
      }
    >
      <PanelTable
        label={t('finance.products.title')}
        caption={t('finance.products.caption')}
        className="w-full min-w-[20rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-6">
              {t('finance.products.product')}
            </th>
            <th scope="col" className="w-[40%] py-2 pr-3 font-medium">
              {t('finance.products.penetration')}
            </th>
            <th
              scope="col"
              className="hidden py-2 pr-3 text-right font-medium whitespace-nowrap md:table-cell"
            >
              {t('finance.products.sold')}
            </th>
            <th scope="col" className="py-2 pr-5 text-right font-medium whitespace-nowrap sm:pr-3">
              {t('finance.products.averageProfit')}
            </th>
            <th
              scope="col"
              className="hidden py-2 pr-5 text-right font-medium sm:table-cell sm:pr-6"
            >
              {t('finance.products.profit')}
            </th>
          </tr>
        }
      >
        {products.map((stat) => {
          const target = PENETRATION_TARGETS[stat.product];
          const standing = againstTarget(stat.penetration, target);
          return (
            <tr key={stat.product}>
              <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-medium sm:pl-6">
                <span className="block text-slate-900">
                  {t(`finance.productNames.${stat.product}`)}
                  {stat.product === 'gap' ? (
                    <span aria-hidden="true" className="text-slate-400">
                      *
                    </span>
                  ) : null}
                </span>
                <span className="block text-xs font-normal text-slate-500 md:hidden">
                  {t('finance.products.soldOf', {
                    sold: fmt.number(stat.sold),
                    eligible: fmt.number(stat.eligible),
                  })}
                </span>
              </th>
              <td className="py-2.5 pr-3">
                <div className="flex items-center gap-2">
                  <div className="relative h-2.5 flex-1 rounded-full bg-slate-100">
                    <div
                      className={`h-full rounded-full ${FILL[standing]}`}
                      style={{ width: `${Math.min(1, stat.penetration) * 100}%` }}
                    />
                    <div
                      aria-hidden="true"
                      className="absolute -top-1 -bottom-1 w-0.5 rounded-full bg-ink-900"
                      style={{ left: `calc(${target * 100}% - 1px)` }}
                    />
                  </div>
                  <span className="w-12 text-right font-semibold text-ink-900 tabular-nums">
                    {fmt.percent(stat.penetration)}
                  </span>
                </div>
                {isSmallSample(stat.eligible, smallSampleDeals) ? (
                  <SmallSampleMark deals={stat.eligible} className="mt-1" />
                ) : null}
                <span className="sr-only">
                  {t(`finance.products.standing.${standing}`, {
                    target: fmt.percent(target),
                  })}
                </span>
              </td>
              <td className="hidden py-2.5 pr-3 text-right whitespace-nowrap text-slate-600 tabular-nums md:table-cell">
                {t('finance.products.soldOf', {
                  sold: fmt.number(stat.sold),
                  eligible: fmt.number(stat.eligible),
                })}
              </td>
              <td className="py-2.5 pr-5 text-right text-ink-900 tabular-nums sm:pr-3">
                {stat.sold > 0 ? fmt.money(stat.averageProfit) : '—'}
              </td>
              <td className="hidden py-2.5 pr-5 text-right text-slate-600 tabular-nums sm:table-cell sm:pr-6">
                {fmt.money(stat.profit)}
              </td>
            </tr>
          );
        })}
      </PanelTable>
      <div className="mt-4 space-y-1.5 text-xs text-slate-500">
        <p className="flex gap-1.5">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>{t('finance.products.gapHint')}</span>
        </p>
        <p className="pl-5">
          {t('finance.products.targetsHint', {
            vsc: fmt.percent(PENETRATION_TARGETS.vsc),
            gap: fmt.percent(PENETRATION_TARGETS.gap),
            ppm: fmt.percent(PENETRATION_TARGETS.ppm),
            others: fmt.percent(PENETRATION_TARGETS.other),
          })}
        </p>
      </div>
    </Panel>
  );
}
