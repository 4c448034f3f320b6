import { useTranslation } from 'react-i18next';
import type { DealLogScope } from '../lib/deal-log-scope';

/**
 * The log's title and the line that says whose deals it lists, plus, for an
 * F&I manager's own log, the switch between their deals and the whole store.
 */
export function DealLogHeader({
  title,
  scope,
  storeName,
  personName,
  onShowOwn,
}: {
  title: string;
  scope: DealLogScope;
  /** Undefined when the log is not of the reader's own store (an admin's `/dealership/{id}`). */
  storeName: string | undefined;
  /** The name of the person filtered on, once the store's staff has loaded. */
  personName: string | undefined;
  /** Finance mode: show the manager's own deals (true) or the whole store's. */
  onShowOwn: ((own: boolean) => void) | undefined;
}) {
  const { t } = useTranslation();
  const store = storeName ?? '';
  let subtitle: string;
  switch (scope.kind) {
    case 'ownSales':
      subtitle = t('deals.log.subtitleOwnSales', { store });
      break;
    case 'ownFinance':
      subtitle = t('deals.log.subtitleMine', { store });
      break;
    case 'salesperson': {
      const name = personName ?? t('deals.log.selectedSalesperson');
      subtitle = storeName
        ? t('deals.log.subtitleSalesperson', { name, store })
        : t('deals.log.subtitleSalespersonAnyStore', { name });
      break;
    }
    case 'fiManager': {
      const name = personName ?? t('deals.log.selectedFiManager');
      subtitle = storeName
        ? t('deals.log.subtitleFiManager', { name, store })
        : t('deals.log.subtitleFiManagerAnyStore', { name });
      break;
    }
    case 'everyone':
      subtitle = storeName ? t('deals.log.subtitleStore', { store }) : t('deals.log.subtitle');
  }
  const ownDeals = scope.kind === 'ownFinance';

  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      </div>
      {onShowOwn ? (
        <div
          role="group"
          aria-label={t('deals.log.scope')}
          className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
        >
          {[
            { own: true, label: t('deals.log.myDeals') },
            { own: false, label: t('deals.log.wholeStore') },
          ].map((option) => (
            <button
              key={String(option.own)}
              type="button"
              aria-pressed={ownDeals === option.own}
              onClick={() => onShowOwn(option.own)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
                ownDeals === option.own
                  ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </header>
  );
}
