import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A records query's place on the page: busy while it loads (nothing drawn until
 * its first answer, so no empty table stands in for records), a message when it
 * failed, its empty state when it found nothing, else its table.
 */
export function RecordsResult({
  query,
  isEmpty,
  empty,
  className,
  children,
}: {
  query: { isFetching: boolean; isError: boolean; data?: unknown };
  isEmpty: boolean;
  empty: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy={query.isFetching}>
      {query.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('platformRecords.loadFailed')}
        </p>
      ) : query.data === undefined ? null : isEmpty ? (
        empty
      ) : (
        children
      )}
    </div>
  );
}
