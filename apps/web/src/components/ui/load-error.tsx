import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="@container rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
      <div className="flex flex-col gap-3 @md:flex-row @md:items-center">
        <AlertTriangle className="size-5 shrink-0 text-rose-600" aria-hidden="true" />
        <p className="flex-1 text-sm text-rose-900">{message}</p>
        <button type="button" onClick={onRetry} disabled={retrying} className={secondaryButton}>
          <RotateCw
            className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`}
            aria-hidden="true"
          />
          {t('finance.states.retry')}
        </button>
      </div>
    </div>
  );
}
