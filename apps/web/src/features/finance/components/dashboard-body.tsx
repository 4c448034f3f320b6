import type { FinanceDashboard } from '@das/shared/schemas/finance';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { useComparisonLabels } from '@/entities/period/components/comparison-labels';
import { EmptyPeriod } from './empty-period';
import { LenderMixPanel } from './lender-mix-panel';
import { MetricCards } from './metric-cards';
import { usePeriodLabel } from '@/entities/period/components/period-label';
import { usePartialPeriodNote } from './partial-period-note';
import { comparisonOf } from '@/entities/period/lib/period-options';
import { ProductMixPanel } from './product-mix-panel';
import { DashboardSkeleton } from '@/components/ui/skeleton';
import { localToday } from '@/lib/local-today';

type DashboardQuery = UseQueryResult<FinanceDashboard>;

/**
 * What a dashboard says about the figures it shows: the period's name and
 * dates, what they are compared with, and whether another period is loading.
 */
export function useDashboardLabels(period: string, dashboard: DashboardQuery) {
  // While another period loads, the old figures stay on screen but its dates are not claimed.
  const label = usePeriodLabel(period, dashboard.isPlaceholderData ? undefined : dashboard.data);
  const from = useComparisonLabels(
    dashboard.data
      ? comparisonOf(dashboard.data.period)
      : { kind: 'month', month: localToday().slice(0, 7) },
  );
  const partialNote = usePartialPeriodNote(dashboard.data, from);
  const updating = dashboard.isPlaceholderData && dashboard.isFetching;
  return { label, from, partialNote, updating };
}

/** Said in the header while another period's figures load. */
export function UpdatingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-500 sm:ml-auto">
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      {t('finance.states.updating')}
    </p>
  );
}

/**
 * Everything under a dashboard's header: its shape while loading, the error
 * when nothing came, else the metric cards and then the page's own panels. The
 * old figures stay (dimmed) while another period loads.
 */
export function DashboardBody({
  dashboard,
  updating,
  from,
  note,
  children,
}: {
  dashboard: DashboardQuery;
  updating: boolean;
  from: { long: string; short: string };
  note: string | null;
  children: (data: FinanceDashboard) => ReactNode;
}) {
  const { t } = useTranslation();
  const data = dashboard.data;
  return dashboard.isPending ? (
    <DashboardSkeleton />
  ) : dashboard.isError && !data ? (
    <LoadError
      message={t('finance.states.error')}
      onRetry={() => void dashboard.refetch()}
      retrying={dashboard.isFetching}
    />
  ) : data ? (
    <div
      aria-busy={updating}
      className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      {dashboard.isError ? (
        <LoadError
          message={t('finance.states.refreshError')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : null}
      <MetricCards
        metrics={data.metrics}
        previous={data.previous}
        from={from}
        note={note}
        smallSampleDeals={data.smallSampleDeals}
      />
      {children(data)}
    </div>
  ) : null;
}

/** The period's product and lender mix, or a word that it has no deals. */
export function DealMix({
  data,
  periodLabel,
  logDealHref,
}: {
  data: FinanceDashboard;
  periodLabel: string;
  /** Offers to log a deal when the period is empty. */
  logDealHref?: string;
}) {
  return data.metrics.units === 0 && data.metrics.unwound === 0 ? (
    <EmptyPeriod periodLabel={periodLabel} logDealHref={logDealHref} />
  ) : (
    <div className="grid gap-6 lg:grid-cols-3">
      <ProductMixPanel
        products={data.metrics.products}
        smallSampleDeals={data.smallSampleDeals}
        className="lg:col-span-2"
      />
      <LenderMixPanel lenders={data.lenderMix} smallSampleDeals={data.smallSampleDeals} />
    </div>
  );
}
