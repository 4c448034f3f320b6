import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Honest placeholder for a page whose issue is still open. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold text-slate-900">{t('comingSoon.title')}</h1>
        <p className="mt-2 text-slate-600">{t('comingSoon.description')}</p>
        <Link
          to={paths.landing.getHref()}
          className="mt-6 inline-block rounded-lg bg-ink-900 px-4 py-2 text-sm font-medium text-white hover:bg-ink-800"
        >
          {t('comingSoon.home')}
        </Link>
      </div>
    </main>
  );
}
