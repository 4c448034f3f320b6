import type { DealListResponse } from '@das/shared/schemas/deals';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';

/**
 * Units and gross of every deal that matches (not only the rows loaded).
 * Filtered on one salesperson the server credits a split deal ½ a unit and
 * that person's half of its gross, as the dashboards do, and a note says so.
 */
export function DealLogTotals({
  totals,
  total,
  busy,
  splitsCountHalf,
}: {
  totals: DealListResponse['totals'] | undefined;
  /** How many deals match. */
  total: number;
  busy: boolean;
  splitsCountHalf: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = [
    {
      label: t('deals.totals.units'),
      value: totals ? format.units(totals.units) : '—',
      detail: totals
        ? t('deals.totals.deals', { count: total, formatted: format.number(total) })
        : undefined,
    },
    { label: t('deals.totals.front'), value: totals ? format.money(totals.front_end_gross) : '—' },
    { label: t('deals.totals.back'), value: totals ? format.money(totals.back_end_gross) : '—' },
    {
      label: t('deals.totals.total'),
      value: totals ? format.money(totals.total_gross) : '—',
      strong: true,
    },
  ];
  return (
    <>
      <h2 id="deal-log-totals" className="sr-only">
        {t('deals.totals.title')}
      </h2>
      <dl
        aria-live="polite"
        aria-busy={busy}
        className="grid grid-cols-2 border-b border-slate-200 sm:grid-cols-4"
      >
        {figures.map((figure, index) => (
          <div
            key={figure.label}
            className={`min-w-0 px-4 py-2 sm:px-5 sm:py-3 ${index % 2 === 1 ? 'border-l border-slate-200' : ''} ${index >= 2 ? 'border-t border-slate-200 sm:border-t-0' : ''} ${index === 2 ? 'sm:border-l' : ''}`}
          >
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {figure.label}
            </dt>
            <dd
              className={`mt-0.5 truncate text-base font-semibold tabular-nums sm:text-lg ${figure.strong ? 'text-ink-900' : 'text-slate-900'}`}
            >
              {figure.value}
              {figure.detail ? (
                <span className="ml-2 text-xs font-normal text-slate-500">{figure.detail}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {splitsCountHalf ? (
        <p className="border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-600 sm:px-5">
          {t('deals.totals.splitNote')}
        </p>
      ) : null}
    </>
  );
}
