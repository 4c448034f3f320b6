import { CircleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { button } from './styles';

/** "Deal #n was deleted", after the log-deal form deleted one and came back here. */
export function DeletedNotice({ number, onDismiss }: { number: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-100"
    >
      <span>{t('deals.log.deleted', { number })}</span>
      <button
        type="button"
        className={button.icon}
        aria-label={t('deals.log.dismiss')}
        onClick={onDismiss}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A row's change or the export that failed, until dismissed. */
export function FailureNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
    >
      <span className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {text}
      </span>
      <button
        type="button"
        className={button.icon}
        aria-label={t('deals.log.dismiss')}
        onClick={onDismiss}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
