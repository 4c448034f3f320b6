import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { RETRY_LIMITS } from '@/components/ui/load-error';
import { classifyError, userMessageKey } from '@/lib/error-catalog';
import { paths } from '@/lib/paths';

/**
 * Tries used per page, in memory: "Try Again" navigates to the same page again
 * (which clears the route's error) rather than reloading, so the count holds.
 */
const pageRetries = new Map<string, number>();

/**
 * SPEC.md §2 "Error page": what a route shows when it fails to render. "Try
 * Again (n/3)" at most three times (SPEC.md §4, page level), then SPEC's "Max
 * Retries Reached" advice with Reload and Home.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { type, severity } = classifyError(useRouteError());
  const here = location.pathname + location.search;
  const used = pageRetries.get(here) ?? 0;
  const exhausted = used >= RETRY_LIMITS.page;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div
        role="alert"
        className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <h1 className="text-xl font-semibold text-slate-900">{t('errors.page.title')}</h1>
        <p className="mt-2 text-slate-600">{t(userMessageKey(type, severity))}</p>
        {exhausted ? (
          <p className="mt-2 font-medium text-slate-900">
            {t('errors.retry.maxReachedTitle')}. {t('errors.retry.maxReachedDescription')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {exhausted ? null : (
            <button
              type="button"
              className="rounded-lg bg-ink-900 px-4 py-2 text-sm font-medium text-white hover:bg-ink-800"
              onClick={() => {
                pageRetries.set(here, used + 1);
                void navigate(here, { replace: true });
              }}
            >
              {t('errors.page.tryAgain', { attempt: used + 1, max: RETRY_LIMITS.page })}
            </button>
          )}
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
