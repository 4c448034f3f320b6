import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { DashboardSkeleton } from '@/components/ui/skeleton';

/** Said in the header while another period's figures load. */
export function UpdatingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-500 sm:ml-auto">
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      {t('common.dashboardStates.updating')}
    </p>
  );
}

/**
 * Everything under a dashboard's (or a rollup's) header: its shape while loading, the error
 * when nothing came, else the page's panels. The old figures stay (dimmed)
 * while another period loads, and a failed refresh says they may be stale.
 */
export function DashboardState<T>({
  query,
  updating,
  children,
}: {
  query: UseQueryResult<T>;
  updating: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isPending) return <DashboardSkeleton />;
  if (data === undefined)
    return (
      <LoadError
        message={t('common.dashboardStates.error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div
      aria-busy={updating}
      className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      {query.isError ? (
        <LoadError
          message={t('common.dashboardStates.refreshError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {children(data)}
    </div>
  );
}
