import { ArrowRight, FileText, ReceiptText, TableProperties, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formSearch, type FormView } from './form-params';

/** The three documents the store can print, each a link to its page. */
export function FormsIndex({
  currentMonth,
  storeName,
}: {
  currentMonth: string;
  storeName: string;
}) {
  const { t } = useTranslation();
  const cards: { view: FormView; icon: LucideIcon; title: string; description: string }[] = [
    {
      view: { doc: 'recap', dealId: null },
      icon: FileText,
      title: t('forms.index.recap.title'),
      description: t('forms.index.recap.description'),
    },
    {
      view: { doc: 'log', month: currentMonth },
      icon: TableProperties,
      title: t('forms.index.log.title'),
      description: t('forms.index.log.description'),
    },
    {
      view: { doc: 'pay', userId: null, month: currentMonth },
      icon: ReceiptText,
      title: t('forms.index.pay.title'),
      description: t('forms.index.pay.description'),
    },
  ];
  return (
    <div className="space-y-6">
      <header>
        {storeName ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {storeName}
          </p>
        ) : null}
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
          {t('forms.index.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('forms.index.description')}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ view, icon: Icon, title, description }) => (
          <li key={view.doc}>
            <Link
              to={{ search: formSearch(view) }}
              className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-6"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="mt-4 text-base font-semibold text-ink-900">{title}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{description}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                {t('forms.index.open')}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('forms.index.printHint')}</p>
    </div>
  );
}
