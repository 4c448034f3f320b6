import { roleMay } from '@das/shared/policies';
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { useInsights } from '../api/get-insights';
import { LendersPanel } from '../components/lenders-panel';
import { PaceCard } from '../components/pace-card';
import { PageHeader } from '@/components/ui/page-header';
import { PerformersPanel } from '../components/performers-panel';
import { ProductsPanel } from '../components/products-panel';
import { useLoadErrorText } from '../components/report-states';
import { PageSkeleton } from '@/components/ui/skeleton';
import { PvrChart, UnitsGrossChart } from '../components/trend-charts';
import { TrendTable } from '../components/trend-table';
import { useStore } from '@/entities/dealership/components/use-store';

/**
 * Dealer insights (`/dashboard/dealer-insights`, `/dealership/{id}/dealer-insights`):
 * a store's last twelve months (units, gross, PVR), its product and lender
 * mix, this month's best and weakest salespeople and its pace to target.
 */
export function DealerInsightsPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const store = useStore();
  // The API answers the store's managers and the platform's admins; anyone else gets a 403.
  const canRead = user !== null && roleMay(user.role, 'reports.read');
  const insights = useInsights({
    requestId: store.requestId,
    keyId: store.id,
    enabled: canRead,
  });
  const errorText = useLoadErrorText();
  if (!user) return null;

  const data = insights.data;
  const first = data?.trend[0]?.month;
  const last = data?.trend.at(-1)?.month;

  return (
    <div data-print-root="" className="space-y-6">
      <PageHeader
        eyebrow={store.name || undefined}
        title={t('reports.insights.title')}
        subtitle={
          first && last && data
            ? t('reports.insights.subtitle', {
                from: fmt.month(first),
                to: fmt.month(last),
                today: fmt.date(data.today),
              })
            : canRead
              ? t('reports.insights.subtitleLoading')
              : undefined
        }
      />

      {!canRead ? (
        <section className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-base font-semibold text-ink-900">
            {t('reports.insights.managersOnly.title')}
          </h2>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            {t('reports.insights.managersOnly.description')}
          </p>
        </section>
      ) : insights.isPending ? (
        <PageSkeleton
          label={t('reports.states.loading')}
          blocks={['h-64', 'h-80', 'h-96']}
          className="space-y-6"
        />
      ) : insights.isError ? (
        <LoadError
          message={errorText(insights.error)}
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : data ? (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <PaceCard pace={data.pace} today={data.today} />
            <PerformersPanel
              best={data.best}
              worst={data.worst}
              storeName={store.name}
              month={data.today.slice(0, 7)}
              className="lg:col-span-2"
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <UnitsGrossChart trend={data.trend} />
            <PvrChart trend={data.trend} smallSampleDeals={data.smallSampleDeals} />
          </div>
          <TrendTable
            trend={data.trend}
            smallSampleDeals={data.smallSampleDeals}
            storeName={store.name}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <ProductsPanel
              products={data.products}
              smallSampleDeals={data.smallSampleDeals}
              storeName={store.name}
              month={last}
            />
            <LendersPanel
              lenders={data.lenders}
              smallSampleDeals={data.smallSampleDeals}
              storeName={store.name}
              month={last}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
