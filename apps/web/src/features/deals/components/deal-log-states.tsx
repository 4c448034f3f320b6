import { CircleAlert, FilePlus2, Inbox, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/format';
import { button } from './styles';

/** The log's body while its first page loads. */
export function LoadingRows() {
  const { t } = useTranslation();
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">{t('deals.log.loading')}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex h-11 items-center gap-6 px-4">
          <div className="h-3 w-14 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-20 animate-pulse rounded bg-slate-100" />
          <div className="h-3 w-28 animate-pulse rounded bg-slate-200" />
          <div className="hidden h-3 w-16 animate-pulse rounded bg-slate-100 sm:block" />
          <div className="ml-auto h-3 w-20 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** The log could not load: why, and a retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center">
      <p className="flex items-center gap-2 text-sm font-medium text-red-800">
        <CircleAlert className="size-4" aria-hidden="true" />
        {text}
      </p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        {t('deals.log.retry')}
      </button>
    </div>
  );
}

/** No deal matches: the way out (the whole store, or logging a deal). */
export function EmptyLog({
  ownDeals,
  onShowWholeStore,
  logDealHref,
}: {
  /** An F&I manager's own deals: offers the whole store. */
  ownDeals: boolean;
  onShowWholeStore: () => void;
  logDealHref: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-900">{t('deals.log.emptyTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        {ownDeals ? t('deals.log.emptyMine') : t('deals.log.emptyDescription')}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {ownDeals ? (
          <button type="button" className={button.secondary} onClick={onShowWholeStore}>
            {t('deals.log.wholeStore')}
          </button>
        ) : null}
        {logDealHref ? (
          <Link to={logDealHref} className={button.primary}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t('deals.log.logDeal')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Under the table: how many of the matches have loaded, and whether more are coming. */
export function LoadedLine({
  shown,
  total,
  loadingMore,
  updating,
}: {
  shown: number;
  total: number;
  loadingMore: boolean;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <p
      aria-live="polite"
      className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-500"
    >
      <span>
        {t('deals.log.showing', { shown: format.number(shown), total: format.number(total) })}
      </span>
      {loadingMore || updating ? (
        <span className="inline-flex items-center gap-1.5">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          {loadingMore ? t('deals.table.loadingMore') : t('deals.log.updating')}
        </span>
      ) : null}
    </p>
  );
}
