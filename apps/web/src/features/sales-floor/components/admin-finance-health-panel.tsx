import type { AdminHome } from '@das/shared/schemas/store-admin';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormatters } from '@/lib/format';

/**
 * Funded against at risk (pending) for the period, and the penetration of each
 * product the store offers against the target its settings give.
 */
export function FinanceHealthPanel({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const sides = [
    { key: 'funded', figures: data.funded, tone: 'bg-emerald-50 ring-emerald-100' },
    { key: 'atRisk', figures: data.atRisk, tone: 'bg-amber-50 ring-amber-100' },
  ] as const;
  return (
    <Panel title={t('storeAdmin.health.title')} description={t('storeAdmin.health.description')}>
      <dl className="grid grid-cols-2 gap-3">
        {sides.map(({ key, figures, tone }) => (
          <div key={key} className={`min-w-0 rounded-xl px-3 py-2 ring-1 ${tone}`}>
            <dt className="text-xs break-words text-slate-700">{t(`storeAdmin.health.${key}`)}</dt>
            <dd className="text-lg font-semibold break-words text-ink-900 tabular-nums">
              {fmt.money(figures.backGross)}
            </dd>
            <dd className="text-xs text-slate-700 tabular-nums">
              {t('storeAdmin.health.deals', { count: figures.deals })}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-ink-900">
        {t('storeAdmin.health.penetration')}
      </h3>
      {data.products.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('storeAdmin.health.noProducts')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {data.products.map((row) => {
            const below = row.target !== null && row.penetration < row.target;
            return (
              <li
                key={row.product}
                className="flex items-baseline justify-between gap-3 text-sm tabular-nums"
              >
                <span className="min-w-0 break-words text-slate-700">
                  {t(`finance.productNames.${row.product}`)}
                </span>
                <span className={below ? 'font-semibold text-orange-800' : 'text-ink-900'}>
                  {row.target === null
                    ? fmt.percent(row.penetration)
                    : t('storeAdmin.health.ofTarget', {
                        value: fmt.percent(row.penetration),
                        target: fmt.percent(row.target),
                      })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
