import { CalendarX2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '@/components/ui/button-styles';

/** A period without deals: said so, not drawn as a row of zeros. */
export function EmptyPeriod({
  periodLabel,
  logDealHref,
}: {
  periodLabel: string;
  logDealHref?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <CalendarX2 className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-ink-900">
        {t('finance.empty.title', { period: periodLabel })}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t('finance.empty.description')}</p>
      {logDealHref ? (
        <Link to={logDealHref} className={`${primaryButton} mt-5`}>
          <Plus className="size-4" aria-hidden="true" />
          {t('finance.actions.logDeal')}
        </Link>
      ) : null}
    </section>
  );
}
