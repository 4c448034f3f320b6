import { AlertTriangle, RotateCw } from 'lucide-react';
import i18next from 'i18next';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';
import { toast } from './toast';

/**
 * SPEC.md §4 "Error boundary" and §9: how many times a user may try again, by
 * level. A panel's failed load counts as the page's data (3, "Try again (n/3)").
 */
export const RETRY_LIMITS = { page: 3, section: 2, component: 1 } as const;

/** SPEC.md §4: "Max Retries Reached. Please refresh the page or sign out and try again." */
export function showMaxRetriesToast(): void {
  toast({
    variant: 'destructive',
    title: i18next.t('errors.retry.maxReachedTitle'),
    description: i18next.t('errors.retry.maxReachedDescription'),
  });
}

/** SPEC.md §4: "Recovered - Connection has been restored." */
export function showRecoveredToast(): void {
  toast({
    title: i18next.t('errors.retry.recoveredTitle'),
    description: i18next.t('errors.retry.recoveredDescription'),
  });
}

/**
 * Retries used per failed box, by page and message. Kept outside the box: a
 * query with no data shows its skeleton while it retries, so the box itself
 * unmounts and mounts again on each try. Cleared when anything recovers.
 */
const retryCounts = new Map<string, number>();
const retryListeners = new Set<() => void>();
let retryVersion = 0;

function changeRetryCounts(change: () => void): void {
  change();
  retryVersion++;
  for (const listener of retryListeners) listener();
}

export function clearRetryCounts(): void {
  changeRetryCounts(() => retryCounts.clear());
}

function useRetriesUsed(key: string): number {
  useSyncExternalStore(
    (listener) => {
      retryListeners.add(listener);
      return () => retryListeners.delete(listener);
    },
    () => retryVersion,
  );
  return retryCounts.get(key) ?? 0;
}

/**
 * What a failed box shows: the message and "Try again (n/max)"; once the tries
 * are used up, SPEC's "Max Retries Reached" advice and a reload instead.
 */
export function RetryBox({
  message,
  retriesUsed,
  maxRetries,
  retrying,
  onRetry,
}: {
  message: string;
  retriesUsed: number;
  maxRetries: number;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const exhausted = retriesUsed >= maxRetries && !retrying;
  return (
    <div role="alert" className="@container rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
      <div className="flex flex-col gap-3 @md:flex-row @md:items-center">
        <AlertTriangle className="size-5 shrink-0 text-rose-600" aria-hidden="true" />
        <div className="flex-1 text-sm text-rose-900">
          <p>{message}</p>
          {exhausted ? (
            <p className="mt-1 font-medium">
              {t('errors.retry.maxReachedTitle')}. {t('errors.retry.maxReachedDescription')}
            </p>
          ) : null}
        </div>
        {exhausted ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={secondaryButton}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            {t('errors.page.reload')}
          </button>
        ) : (
          <button type="button" onClick={onRetry} disabled={retrying} className={secondaryButton}>
            <RotateCw
              className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`}
              aria-hidden="true"
            />
            {t('errors.retry.attempt', {
              attempt: Math.min(retriesUsed + 1, maxRetries),
              max: maxRetries,
            })}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A failed load, said plainly, with a way to try again: at most three times
 * (SPEC.md §4), then a toast says so. A query that loads again after failing
 * toasts "Recovered" (the query client watches for that).
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  maxRetries = RETRY_LIMITS.page,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  maxRetries?: number;
}) {
  const key = `${window.location.pathname}|${message}`;
  const retriesUsed = useRetriesUsed(key);
  const exhausted = retriesUsed >= maxRetries && !retrying;
  const announced = useRef(false);
  useEffect(() => {
    if (exhausted && !announced.current) {
      announced.current = true;
      showMaxRetriesToast();
    }
  }, [exhausted]);

  return (
    <RetryBox
      message={message}
      retriesUsed={retriesUsed}
      maxRetries={maxRetries}
      retrying={retrying}
      onRetry={() => {
        changeRetryCounts(() => retryCounts.set(key, retriesUsed + 1));
        onRetry();
      }}
    />
  );
}
