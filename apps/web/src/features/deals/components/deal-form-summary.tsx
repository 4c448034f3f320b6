import { PRODUCTS, isEligibleForProduct } from '@das/shared/deals';
import { Keyboard, Save, Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/format';
import { computeLiveFigures, type DealFormValues } from '../lib/deal-form';
import { LiveGross } from './live-gross';
import { button, cardClass } from './styles';

interface SummaryProps {
  mode: 'create' | 'edit';
  pending: boolean;
  logHref: string;
  onDelete: () => void;
}

/** The live gross beside the form on wide screens, with Save and, for a saved deal, Cancel and Delete. */
export function DealSummaryAside({ mode, pending, logHref, onDelete }: SummaryProps) {
  const { t } = useTranslation();
  const values = useWatch<DealFormValues>();
  const figures = computeLiveFigures(values as DealFormValues);
  const eligibleProducts = PRODUCTS.filter((product) =>
    isEligibleForProduct(product, values.deal_type ?? 'Finance'),
  ).length;
  return (
    <aside className="hidden lg:block" aria-labelledby="deal-live-title">
      <div className={`${cardClass} sticky top-24 p-5`}>
        <h2 id="deal-live-title" className="text-sm font-semibold text-slate-900">
          {t('deals.summary.title')}
        </h2>
        <p className="mt-0.5 text-xs text-slate-500">{t('deals.summary.note')}</p>
        <div className="mt-4">
          <LiveGross figures={figures} eligibleProducts={eligibleProducts} />
        </div>
        <button
          type="submit"
          data-save=""
          className={`${button.primary} mt-5 w-full`}
          disabled={pending}
        >
          <Save className="size-4" aria-hidden="true" />
          {pending
            ? t('deals.form.saving')
            : t(mode === 'edit' ? 'deals.form.saveChanges' : 'deals.form.save')}
        </button>
        <p id="deal-form-keys" className="mt-3 flex items-start gap-2 text-xs text-slate-500">
          <Keyboard className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{t('deals.form.keys')}</span>
        </p>
        {mode === 'edit' ? (
          <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4">
            <Link to={logHref} className={button.secondary}>
              {t('deals.form.cancel')}
            </Link>
            <button type="button" className={button.dangerQuiet} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('deals.form.delete')}
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}

/** Phones and tablets: the figures and the save button stay in reach at the bottom. */
export function DealSummaryBar({ mode, pending, onDelete }: Omit<SummaryProps, 'logHref'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = computeLiveFigures(useWatch<DealFormValues>() as DealFormValues);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center gap-3">
        <dl className="flex min-w-0 flex-1 gap-4 text-xs">
          <div className="min-w-0">
            <dt className="text-slate-500">{t('deals.summary.back')}</dt>
            <dd className="truncate font-semibold text-slate-900 tabular-nums">
              {format.moneyExact(figures.back)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-500">{t('deals.summary.total')}</dt>
            <dd className="truncate font-semibold text-slate-900 tabular-nums">
              {format.moneyExact(figures.total)}
            </dd>
          </div>
          <div className="hidden min-w-0 sm:block">
            <dt className="text-slate-500">{t('deals.summary.productsShort')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{figures.productsSold}</dd>
          </div>
        </dl>
        {mode === 'edit' ? (
          <button
            type="button"
            className={button.icon}
            aria-label={t('deals.form.delete')}
            onClick={onDelete}
          >
            <Trash2 className="size-4 text-red-600" aria-hidden="true" />
          </button>
        ) : null}
        <button type="submit" data-save="" className={button.primary} disabled={pending}>
          <Save className="size-4" aria-hidden="true" />
          {pending ? t('deals.form.saving') : t('deals.form.saveShort')}
        </button>
      </div>
    </div>
  );
}
