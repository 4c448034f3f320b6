import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { startServiceWorker } from '../lib/service-worker';

/**
 * SPEC.md §2 "Update notice": appears when a new release takes over and stays
 * until the user refreshes; it is never dismissed on its own. It is a bar in
 * the page flow at the top, like the demo server's, so it pushes the page down
 * instead of lying over it: on a phone it covers neither the header's Log in
 * and Sign up nor anything else (issue 16). Beside the signed-in shell's fixed
 * sidebar it sits over the content column.
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
      className="border-b border-sky-200 bg-sky-50 px-4 py-3 text-ink-900 lg:group-has-[[data-app-shell]]/root:pl-60 print:hidden"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2">
        <RefreshCw className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p id={titleId} className="font-semibold">
            {t('update.title')}
          </p>
          <p className="text-slate-700">{t('update.description')}</p>
        </div>
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t('update.refresh')}
        </button>
      </div>
    </div>
  );
}
