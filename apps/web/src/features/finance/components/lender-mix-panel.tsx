import type { FinanceDashboard } from '@das/shared/schemas/finance';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { SmallSampleFlag, SmallSampleMark } from '@/components/ui/stat-card';
import { isSmallSample } from '@das/shared/small-sample';

type LenderRow = FinanceDashboard['lenderMix'][number];

const SHOWN = 6;

/**
 * Where the financed and leased deals went, and the reserve each lender pays
 * per deal. Shares over fewer financed deals than the store's setting are
 * marked once, under the list; a lender's average reserve over fewer of its own
 * deals, beside it (ADR 029).
 */
export function LenderMixPanel({
  lenders,
  smallSampleDeals,
  className = '',
}: {
  lenders: readonly LenderRow[];
  smallSampleDeals: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const sorted = [...lenders].sort((a, b) => b.deals - a.deals || b.reserve - a.reserve);
  const shown = sorted.slice(0, SHOWN);
  const rest = sorted.slice(SHOWN);
  const restDeals = rest.reduce((sum, row) => sum + row.deals, 0);
  const restShare = rest.reduce((sum, row) => sum + row.share, 0);
  const totalDeals = sorted.reduce((sum, row) => sum + row.deals, 0);

  return (
    <Panel
      title={t('finance.lenders.title')}
      description={t('finance.lenders.description', { count: totalDeals })}
      className={className}
    >
      {sorted.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 py-6 text-center">
          <Landmark className="size-6 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-slate-500">{t('finance.lenders.empty')}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {shown.map((row) => (
              <li key={row.lender}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-slate-900" title={row.lender}>
                    {row.lender}
                  </span>
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {t('finance.lenders.dealsShare', {
                      count: row.deals,
                      share: fmt.percent(row.share),
                    })}
                  </span>
                </div>
                <div className="mt-1 flex items-center gap-3">
                  <div className="h-1.5 flex-1 rounded-full bg-slate-100" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-brand-500"
                      style={{ width: `${Math.min(1, row.share) * 100}%` }}
                    />
                  </div>
                  <SmallSampleFlag
                    deals={row.deals}
                    smallSampleDeals={smallSampleDeals}
                    className="shrink-0"
                  >
                    <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                      {t('finance.lenders.averageReserve', {
                        amount: fmt.money(row.averageReserve),
                      })}
                    </span>
                  </SmallSampleFlag>
                </div>
              </li>
            ))}
          </ul>
          {isSmallSample(totalDeals, smallSampleDeals) ? (
            <SmallSampleMark deals={totalDeals} className="mt-4" />
          ) : null}
          {rest.length > 0 ? (
            <p className="mt-4 text-xs text-slate-500">
              {t('finance.lenders.others', {
                count: rest.length,
                deals: fmt.number(restDeals),
                share: fmt.percent(restShare),
              })}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
