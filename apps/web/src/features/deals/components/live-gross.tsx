import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { LiveFigures } from '../lib/deal-form';

/**
 * Back-end and total gross and products sold as the deal is typed
 * (DOMAIN.md formulas). The server computes them again on save.
 */
export function LiveGross({
  figures,
  eligibleProducts,
}: {
  figures: LiveFigures;
  eligibleProducts: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <Row label={t('deals.summary.front')} value={format.moneyExact(figures.front)} />
        <Row label={t('deals.summary.reserve')} value={format.moneyExact(figures.reserve)} />
        <Row label={t('deals.summary.products')} value={format.moneyExact(figures.products)} />
        <Row label={t('deals.summary.back')} value={format.moneyExact(figures.back)} strong />
      </dl>
      <div className="mt-4 rounded-xl bg-ink-900 px-4 py-3 text-white">
        <p className="text-xs font-medium tracking-wide text-slate-300 uppercase">
          {t('deals.summary.total')}
        </p>
        <p className="mt-0.5 text-2xl font-semibold tracking-tight tabular-nums">
          {format.moneyExact(figures.total)}
        </p>
        <p className="mt-1 text-xs text-slate-300">
          {t('deals.summary.productsSold', {
            count: figures.productsSold,
            of: eligibleProducts,
          })}
        </p>
      </div>
    </div>
  );
}

/** One dt/dd pair in its own <div>, the only grouping a <dl> allows; the total row gets a rule above. */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2' : ''}`}
    >
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'text-base font-semibold text-slate-900' : 'text-slate-800'}`}
      >
        {value}
      </dd>
    </div>
  );
}
