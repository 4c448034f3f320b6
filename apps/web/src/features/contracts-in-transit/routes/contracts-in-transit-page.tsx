import { isOverdueInTransit, TRANSIT_BUCKETS } from '@das/shared/contracts-in-transit';
import type { ContractsInTransit } from '@das/shared/schemas/contracts-in-transit';
import { useMutation } from '@tanstack/react-query';
import { Download, Hourglass, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { exportContractsInTransit } from '@/entities/deal/api/export-contracts-in-transit';
import { useContractsInTransit } from '@/entities/deal/api/get-contracts-in-transit';
import { InTransitBadge } from '@/entities/deal/components/in-transit-badge';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';

type Group = ContractsInTransit['total'];

/**
 * `/dashboard/contracts-in-transit` (issue 14, ADR 029): the store's pending
 * deals by days since the deal date, per lender and per F&I manager, with the
 * back-end gross waiting in each bucket, the oldest first; and every pending
 * deal as CSV.
 */
export function ContractsInTransitPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const dealershipId = user?.dealershipId ?? null;
  const transit = useContractsInTransit(dealershipId);
  const exporter = useMutation({
    mutationFn: () => exportContractsInTransit(dealershipId),
    retry: false,
  });
  const data = transit.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user?.dealershipName ?? undefined}
        title={t('contractsInTransit.title')}
        subtitle={
          data
            ? t('contractsInTransit.subtitle', {
                today: fmt.date(data.today),
                count: data.alertDays,
              })
            : t('contractsInTransit.description')
        }
        actions={
          <button
            type="button"
            className={secondaryButton}
            disabled={exporter.isPending || !data || data.total.deals === 0}
            onClick={() => exporter.mutate()}
          >
            {exporter.isPending ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {t('contractsInTransit.export')}
          </button>
        }
      />
      <FormAlert message={exporter.isError ? t('contractsInTransit.exportFailed') : null} />
      {transit.isPending ? (
        <PanelSkeleton rows={6} />
      ) : transit.isError || !data ? (
        <LoadError
          message={t('contractsInTransit.error')}
          onRetry={() => void transit.refetch()}
          retrying={transit.isFetching}
        />
      ) : data.total.deals === 0 ? (
        <Panel title={t('contractsInTransit.title')}>
          <PanelEmpty icon={Hourglass} text={t('contractsInTransit.empty')} />
        </Panel>
      ) : (
        <>
          <BucketTiles total={data.total} />
          <div className="grid gap-6">
            <GroupPanel
              title={t('contractsInTransit.byLender')}
              nameHead={t('contractsInTransit.lender')}
              rows={data.byLender.map((row) => ({
                key: row.lender ?? '',
                name: row.lender ?? t('contractsInTransit.noLender'),
                group: row,
              }))}
            />
            <GroupPanel
              title={t('contractsInTransit.byFiManager')}
              nameHead={t('contractsInTransit.fiManager')}
              rows={data.byFiManager.map((row) => ({
                key: row.fiManagerId ?? '',
                name: row.name ?? t('contractsInTransit.noFiManager'),
                group: row,
              }))}
            />
          </div>
          <OldestPanel data={data} />
        </>
      )}
    </div>
  );
}

/** The four buckets of the whole store: deals and back gross waiting in each. */
function BucketTiles({ total }: { total: Group }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <ul
      aria-label={t('contractsInTransit.buckets.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {total.buckets.map((bucket) => (
        <li
          key={bucket.bucket}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t(`contractsInTransit.buckets.${bucket.bucket}`)}
          </p>
          <p className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums">
            {t('contractsInTransit.deals', { count: bucket.deals })}
          </p>
          <p className="mt-1 text-sm text-slate-600 tabular-nums">
            {t('contractsInTransit.backGross', { amount: fmt.money(bucket.backGross) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function GroupPanel({
  title,
  nameHead,
  rows,
}: {
  title: string;
  nameHead: string;
  rows: { key: string; name: string; group: Group }[];
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const amounts = (deals: number, backGross: number) => (
    <>
      <span className="block text-slate-900">{fmt.number(deals)}</span>
      <span className="block text-xs text-slate-500">{fmt.money(backGross)}</span>
    </>
  );
  return (
    <Panel title={title} description={t('contractsInTransit.groupDescription')}>
      <PanelTable
        label={title}
        caption={title}
        className="w-full min-w-[40rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className={EDGE_HEAD}>
              {nameHead}
            </th>
            {TRANSIT_BUCKETS.map((bucket) => (
              <th key={bucket.key} scope="col" className={`${EDGE_HEAD} text-right`}>
                {t(`contractsInTransit.buckets.${bucket.key}`)}
              </th>
            ))}
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('contractsInTransit.total')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('contractsInTransit.oldest')}
            </th>
          </tr>
        }
      >
        {rows.map(({ key, name, group }) => (
          <tr key={key}>
            <th scope="row" className={`${EDGE_CELL} py-2.5 text-left font-medium text-slate-900`}>
              {name}
            </th>
            {group.buckets.map((bucket) => (
              <td key={bucket.bucket} className={`${EDGE_CELL} py-2.5 text-right tabular-nums`}>
                {amounts(bucket.deals, bucket.backGross)}
              </td>
            ))}
            <td className={`${EDGE_CELL} py-2.5 text-right font-semibold tabular-nums`}>
              {amounts(group.deals, group.backGross)}
            </td>
            <td className={`${EDGE_CELL} py-2.5 text-right text-slate-700 tabular-nums`}>
              {t('contractsInTransit.days', { count: group.oldestDays })}
            </td>
          </tr>
        ))}
      </PanelTable>
    </Panel>
  );
}

function OldestPanel({ data }: { data: ContractsInTransit }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const transit = { today: data.today, alert_days: data.alertDays };
  const title = t('contractsInTransit.oldestTitle');
  return (
    <Panel
      title={title}
      description={t('contractsInTransit.oldestDescription', {
        shown: fmt.number(data.oldest.length),
        count: data.total.deals,
      })}
    >
      <PanelTable
        label={title}
        caption={title}
        className="w-full min-w-[44rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className={EDGE_HEAD}>
              {t('contractsInTransit.columns.deal')}
            </th>
            <th scope="col" className={EDGE_HEAD}>
              {t('contractsInTransit.columns.dealDate')}
            </th>
            <th scope="col" className={EDGE_HEAD}>
              {t('contractsInTransit.columns.days')}
            </th>
            <th scope="col" className={EDGE_HEAD}>
              {t('contractsInTransit.lender')}
            </th>
            <th scope="col" className={EDGE_HEAD}>
              {t('contractsInTransit.fiManager')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('contractsInTransit.columns.backGross')}
            </th>
          </tr>
        }
      >
        {data.oldest.map((deal) => {
          const pending = { status: 'Pending', deal_date: deal.dealDate };
          return (
            <tr key={deal.id}>
              <th
                scope="row"
                className={`${EDGE_CELL} py-2.5 text-left font-medium text-slate-900`}
              >
                <span className="block">{deal.customerLastName}</span>
                <span className="block text-xs font-normal text-slate-500">
                  {t('contractsInTransit.dealNumber', { number: deal.dealNumber })}
                </span>
              </th>
              <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>{fmt.date(deal.dealDate)}</td>
              <td className={`${EDGE_CELL} py-2.5 text-slate-900 tabular-nums`}>
                {/* Past the store's alert days, the same mark as on the deal logs. */}
                {isOverdueInTransit(pending, transit) ? (
                  <InTransitBadge deal={pending} transit={transit} />
                ) : (
                  t('contractsInTransit.days', { count: deal.days })
                )}
              </td>
              <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>
                {deal.lender ?? t('contractsInTransit.noLender')}
              </td>
              <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>
                {deal.fiManagerName ?? t('contractsInTransit.noFiManager')}
              </td>
              <td className={`${EDGE_CELL} py-2.5 text-right text-ink-900 tabular-nums`}>
                {fmt.money(deal.backGross)}
              </td>
            </tr>
          );
        })}
      </PanelTable>
    </Panel>
  );
}
