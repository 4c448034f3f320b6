import { ArrowLeft, EyeOff, Printer } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, quietButton, secondaryButton } from '@/components/ui/button-styles';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';

/** While a document is open, the tab (and a saved PDF) is named after it. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * Above a document, never printed: the way back to the list of forms, the
 * document's own choices (which deal, month or person) and the Print button.
 */
export function DocumentToolbar({
  heading,
  description,
  printTitle,
  ready,
  children,
}: {
  heading: string;
  description: string;
  /** The document's name for the tab and a saved PDF; null until it has loaded. */
  printTitle: string | null;
  /** The document has loaded and can be printed. */
  ready: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const hidden = preferences.data?.hideAmounts ?? false;
  useDocumentTitle(printTitle);

  return (
    <div className="space-y-4 print:hidden">
      <Link to={{ search: '' }} className={`${quietButton} -ml-2.5`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('forms.actions.allForms')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
            {heading}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!ready}
          className={`${primaryButton} shrink-0`}
        >
          <Printer className="size-4" aria-hidden="true" />
          {t('forms.actions.print')}
        </button>
      </div>
      {children ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end">
          {children}
        </div>
      ) : null}
      {hidden ? (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <EyeOff className="size-4 shrink-0" aria-hidden="true" />
          <p className="flex-1">{t('forms.privacy.hidden')}</p>
          <button
            type="button"
            onClick={() => update.mutate({ hideAmounts: false })}
            disabled={update.isPending}
            className={secondaryButton}
          >
            {t('forms.privacy.show')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
