import { CircleCheck, FilePlus2, Handshake, Pencil } from 'lucide-react';
import type { Deal } from '@das/shared/schemas/deals';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/format';
import { DealStatusBadge } from '@/entities/deal/components/deal-status-badge';
import { button, cardClass } from './styles';

/**
 * After a save: what the server recorded (its own gross figures), then the
 * two next steps of a busy desk. "Log another" has the focus, so Enter starts
 * the next deal.
 */
export function DealSaved({
  deal,
  mode,
  logHref,
  editHref,
  onLogAnother,
}: {
  deal: Deal;
  mode: 'create' | 'edit';
  logHref: string;
  /** A just-logged deal can be opened again to fix a typo. */
  editHref?: string | undefined;
  onLogAnother: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const firstAction = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstAction.current?.focus();
  }, []);

  const figures = [
    { label: t('deals.summary.front'), value: format.moneyExact(deal.front_end_gross) },
    { label: t('deals.summary.back'), value: format.moneyExact(deal.back_end_gross) },
    { label: t('deals.summary.total'), value: format.moneyExact(deal.total_gross) },
    { label: t('deals.saved.productsSold'), value: format.number(deal.products_sold) },
  ];

  return (
    <section aria-labelledby="deal-saved-title" className={`${cardClass} overflow-hidden`}>
      <div
        role="status"
        className="flex items-start gap-4 bg-emerald-50 px-6 py-5 ring-1 ring-emerald-100"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-emerald-600 ring-1 ring-emerald-200">
          <CircleCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="deal-saved-title" className="text-base font-semibold text-emerald-900">
            {t(mode === 'create' ? 'deals.saved.created' : 'deals.saved.updated', {
              number: deal.deal_number,
            })}
          </h2>
          <p className="mt-0.5 text-sm text-emerald-800">
            {t('deals.saved.description', {
              customer: deal.customer_last_name,
              stock: deal.stock_number,
              date: format.date(deal.deal_date),
            })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 divide-slate-200 border-b border-slate-200 sm:grid-cols-4 sm:divide-x">
        {figures.map((figure) => (
          <div key={figure.label} className="px-6 py-4">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {figure.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center">
        <p className="flex items-center gap-2 text-sm text-slate-600 sm:mr-auto">
          {t('deals.saved.status')} <DealStatusBadge status={deal.status} />
        </p>
        {editHref ? (
          <Link to={editHref} className={button.secondary}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('deals.saved.edit')}
          </Link>
        ) : null}
        <Link to={logHref} className={button.secondary}>
          <Handshake className="size-4" aria-hidden="true" />
          {t('deals.saved.openLog')}
        </Link>
        <button ref={firstAction} type="button" className={button.primary} onClick={onLogAnother}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('deals.saved.logAnother')}
        </button>
      </div>
    </section>
  );
}
