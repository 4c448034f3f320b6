import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelLink } from '@/components/ui/panel-link';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useContractsInTransit } from '../api/get-contracts-in-transit';

/**
 * The F&I dashboards' word on contracts in transit (ADR 029): the store's
 * pending deals and back gross per bucket of days, its oldest, and the way to
 * the page of its own.
 */
export function ContractsInTransitCard({ dealershipId }: { dealershipId: number | null }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const transit = useContractsInTransit(dealershipId);
  const data = transit.data;
  return (
    <Panel
      title={t('contractsInTransit.title')}
      description={
        data
          ? t('contractsInTransit.cardDescription', {
              count: data.total.deals,
              amount: fmt.money(data.total.backGross),
            })
          : undefined
      }
      action={
        <PanelLink to={paths.contractsInTransit.getHref()}>
          {t('contractsInTransit.open')}
        </PanelLink>
      }
    >
      {transit.isPending ? (
        <PanelSkeleton rows={2} />
      ) : transit.isError || !data ? (
        <LoadError
          message={t('contractsInTransit.error')}
          onRetry={() => void transit.refetch()}
          retrying={transit.isFetching}
        />
      ) : data.total.deals === 0 ? (
        <PanelEmpty icon={Hourglass} text={t('contractsInTransit.empty')} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {data.total.buckets.map((bucket) => (
            <div key={bucket.bucket} className="rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">
                {t(`contractsInTransit.buckets.${bucket.bucket}`)}
              </dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink-900 tabular-nums">
                {t('contractsInTransit.deals', { count: bucket.deals })}
              </dd>
              <dd className="text-xs text-slate-600 tabular-nums">{fmt.money(bucket.backGross)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
