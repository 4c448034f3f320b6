import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealColumns, type DealEditing, type DealTransit } from './deal-columns';

/** Start loading the next page when the end of the list is this close below the screen. */
const PREFETCH_MARGIN = '1200px 0px';

/** The figures a card shows, by column id, in this order. */
const FIGURES = ['front', 'back', 'total'] as const;

export interface DealCardsProps {
  deals: readonly Deal[];
  label: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  editing?: DealEditing;
  transit: DealTransit;
}

/**
 * The deal log on a phone (issue 16): one card per deal with the figures a
 * person checks (gross, products, status) and the row's actions, instead of a
 * table scrolled sideways. Every figure is drawn by its table column's cell,
 * so both layouts format alike. The page scrolls; the next page of deals
 * loads as the end of the list comes near.
 */
export function DealCards({
  deals,
  label,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  editing,
  transit,
}: DealCardsProps) {
  const { t } = useTranslation();
  const columns = useDealColumns(editing, transit);
  const column = (id: string) => columns.find((candidate) => candidate.id === id);
  const cell = (id: string, deal: Deal): ReactNode => column(id)?.meta.render?.(deal) ?? null;
  const heading = (id: string) => {
    const meta = column(id)?.meta;
    return meta?.title ?? String(column(id)?.header ?? '');
  };

  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, deals.length]);

  return (
    <>
      <ul role="list" aria-label={label} className="divide-y divide-slate-200">
        {deals.map((deal) => {
          const unwound = deal.status === 'Unwound';
          const headingId = `deal-card-${deal.id}`;
          // Sold as on the dashboards (productsSoldOn): a product with a profit.
          const sold = PRODUCTS.filter((product) => (deal.products[product] ?? 0) > 0);
          return (
            <li key={deal.id} aria-labelledby={headingId} className="space-y-3 px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <h3 id={headingId} className="min-w-0 text-base text-slate-900">
                  {t('deals.cards.heading', {
                    number: deal.deal_number,
                    customer: deal.customer_last_name,
                  })}
                </h3>
                <span className="shrink-0 text-sm text-slate-600">{cell('deal_date', deal)}</span>
              </div>

              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                {cell('vehicle', deal)}
                <span>
                  <span className="sr-only">{heading('stock')} </span>
                  {cell('stock', deal)}
                </span>
                <span className="min-w-0 truncate">{cell('lender', deal)}</span>
              </p>

              <dl className="grid grid-cols-3 gap-2 text-right">
                {FIGURES.map((id) => (
                  <div key={id} className="rounded-lg bg-slate-50 px-2.5 py-2">
                    <dt className="text-xs text-slate-600">{heading(id)}</dt>
                    <dd
                      className={`text-sm text-slate-700 tabular-nums ${unwound ? 'line-through decoration-slate-300' : ''}`}
                    >
                      {cell(id, deal)}
                    </dd>
                  </div>
                ))}
              </dl>

              <div className="flex flex-wrap items-center gap-1.5 text-xs">
                <span className="font-medium text-slate-600">{t('deals.summary.products')}</span>
                {sold.length === 0 ? (
                  <span className="text-slate-600">{t('deals.cards.noProducts')}</span>
                ) : (
                  <ul role="list" className="flex flex-wrap gap-1.5">
                    {sold.map((product) => (
                      <li
                        key={product}
                        title={t(`deals.productsLong.${product}`)}
                        className="rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-700"
                      >
                        <span aria-hidden="true">{t(`deals.productsShort.${product}`)}</span>
                        <span className="sr-only">{t(`deals.productsLong.${product}`)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>

              <dl className="grid grid-cols-2 gap-x-3 text-xs">
                <div>
                  <dt className="text-slate-600">{t('deals.fields.fi_manager_id')}</dt>
                  <dd className="break-words text-slate-800">{deal.fi_manager_name ?? '—'}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('deals.fields.salesperson_id')}</dt>
                  <dd className="break-words text-slate-800">
                    {[deal.salesperson_name, deal.second_salesperson_name]
                      .filter(Boolean)
                      .join(' / ') || '—'}
                  </dd>
                </div>
              </dl>

              <div className="flex items-center justify-between gap-3">
                <div className="w-36">{cell('status', deal)}</div>
                {cell('actions', deal)}
              </div>
            </li>
          );
        })}
      </ul>
      {/* What the next page waits for; the line under the list says it is loading. */}
      <div ref={endRef} aria-hidden="true" />
    </>
  );
}
