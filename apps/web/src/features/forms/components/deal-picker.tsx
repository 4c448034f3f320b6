import { ChevronRight, Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldControl, secondaryButton } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';
import type { DealershipKey } from '@/entities/deal/api/deal-keys';
import { SEARCH_PAGE_SIZE, useDealSearch } from '../api/search-deals';
import { DealStatusLabel } from './deal-status';
import { useDocumentErrorText } from './document-states';
import { formSearch } from './form-params';

/** Typing settles for this long before the search runs. */
const DEBOUNCE_MS = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Finds a deal of the store by deal #, customer, stock # or VIN (the newest
 * deals before anything is typed); each result links to its recap.
 */
export function DealPicker({
  store,
  requestId,
  selectedId,
}: {
  store: DealershipKey;
  requestId: number | null;
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(selectedId === null);
  const q = useDebounced(text.trim());
  const search = useDealSearch(store, requestId, q, open);
  const errorText = useDocumentErrorText();
  const deals = search.data?.deals ?? [];
  const total = search.data?.total ?? 0;

  // Choosing a deal closes the list; clearing the choice opens it again.
  useEffect(() => {
    setOpen(selectedId === null);
  }, [selectedId]);

  return (
    <div className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {t('forms.recap.search.label')}
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="search"
              value={text}
              autoComplete="off"
              spellCheck={false}
              maxLength={50}
              aria-describedby={hintId}
              placeholder={t('forms.recap.search.placeholder')}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              className={`${fieldControl} py-2.5 pl-9`}
            />
          </div>
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {t('forms.recap.search.hint')}
          </p>
        </div>
        {selectedId !== null ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            className={`${secondaryButton} mb-5`}
          >
            {open ? t('forms.recap.search.hideResults') : t('forms.recap.search.showResults')}
          </button>
        ) : null}
      </div>

      {open ? (
        <div className="mt-3">
          <p role="status" className="flex items-center gap-2 text-xs text-slate-600">
            {search.isFetching ? (
              <>
                <Loader2 className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />
                {t('forms.recap.search.searching')}
              </>
            ) : search.isError ? null : q ? (
              t('forms.recap.search.found', { count: total, q })
            ) : (
              t('forms.recap.search.recent', { count: Math.min(total, SEARCH_PAGE_SIZE) })
            )}
          </p>
          {search.isError ? (
            <p role="alert" className="mt-2 text-sm text-rose-700">
              {errorText(search.error, t('forms.states.failed'))}
            </p>
          ) : deals.length === 0 && !search.isFetching && search.data ? (
            <p className="mt-2 rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
              {q ? t('forms.recap.search.none', { q }) : t('forms.recap.search.noDeals')}
            </p>
          ) : deals.length > 0 ? (
            <ul
              aria-label={t('forms.recap.search.results')}
              className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
            >
              {deals.map((deal) => {
                const current = deal.id === selectedId;
                return (
                  <li key={deal.id}>
                    <Link
                      to={{ search: formSearch({ doc: 'recap', dealId: deal.id }) }}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setOpen(false)}
                      className={`flex items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                        current ? 'bg-brand-50' : ''
                      }`}
                    >
                      <span className="w-16 shrink-0 font-semibold text-ink-900 tabular-nums">
                        #{deal.deal_number}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-slate-900">
                          {deal.customer_last_name}
                        </span>
                        <span className="block truncate text-xs text-slate-600">
                          {t('forms.recap.search.line', {
                            stock: deal.stock_number,
                            date: fmt.date(deal.deal_date),
                            vehicle: t(`forms.vehicleType.${deal.vehicle_type}`),
                          })}
                        </span>
                      </span>
                      <DealStatusLabel status={deal.status} />
                      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
