import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { classifyError, userMessageKey } from '@/lib/error-catalog';
import { paths } from '@/lib/paths';

/** SPEC.md §2 "Error page": what a route shows when it fails to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type, severity } = classifyError(useRouteError());
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div
        role="alert"
        className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <h1 className="text-xl font-semibold text-slate-900">{t('errors.page.title')}</h1>
        <p className="mt-2 text-slate-600">{t(userMessageKey(type, severity))}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="rounded-lg bg-ink-900 px-4 py-2 text-sm font-medium text-white hover:bg-ink-800"
            onClick={() => navigate(0)}
          >
            {t('errors.page.tryAgain')}
          </button>
          <button
            type="button"
            className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            onClick={() => window.location.reload()}
          >
            {t('errors.page.reload')}
          </button>
          <a
            href={paths.landing.getHref()}
            className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('errors.page.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
