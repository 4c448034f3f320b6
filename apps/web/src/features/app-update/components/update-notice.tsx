import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { startServiceWorker } from '../lib/service-worker';

/**
 * SPEC.md §2 "Update notice": appears when a new release takes over and stays
 * until the user refreshes; it is never dismissed on its own. It sits in the
 * corner stack of the root layout, clear of the header's Log in and Sign up.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  const [updateAvailable, setUpdateAvailable] = useState(false);

  useEffect(() => {
    void startServiceWorker(() => setUpdateAvailable(true)).catch(() => undefined);
  }, []);

  if (!updateAvailable) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="pointer-events-auto w-full sm:w-96 print:hidden"
    >
      <div className="rounded-xl bg-ink-900 p-4 text-white shadow-2xl ring-1 ring-white/10">
        <div className="flex items-start gap-3">
          <RefreshCw className="mt-0.5 size-5 shrink-0 text-sky-300" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p id={titleId} className="text-sm font-semibold">
              {t('update.title')}
            </p>
            <p className="mt-1 text-sm text-slate-200">{t('update.description')}</p>
            <button
              type="button"
              className={`${primaryButton} mt-3 focus-visible:outline-sky-300`}
              onClick={() => window.location.reload()}
            >
              {t('update.refresh')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
