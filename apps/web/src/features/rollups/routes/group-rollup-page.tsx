import { parseDealershipId } from '@das/shared/route-access';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { csvFileName } from '@/lib/csv';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useGroupRollup } from '../api/get-rollups';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { RollupTotal } from '../components/rollup-total';
import { RollupHeader } from '../components/rollup-header';
import { DashboardState } from '@/components/ui/dashboard-state';
import { RollupTable } from '../components/rollup-table';
import { TrendPanel } from '../components/trend-panel';
import { useRollupLabels, useTrendStoreParam } from '../components/use-rollup-view';

/**
 * `/group-admin` (the group admin's own group) and
 * `/avp-full-dashboard/groups/{id}` (a group of the area, drilled down to):
 * every store side by side with the group's total, and twelve months of trend.
 */
export function GroupRollupPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const routeGroup = parseDealershipId(useParams().groupId) ?? null;
  const groupId = routeGroup ?? user?.dealerGroupId ?? null;
  const [period, setPeriod] = usePeriodParam();
  const [trendStore, setTrendStore] = useTrendStoreParam();
  const rollup = useGroupRollup(groupId, { period, trendStore });
  const { label, from, today, updating } = useRollupLabels(period, rollup);
  if (!user) return null;
  if (groupId === null) {
    return (
      <EmptyState
        icon={Building2}
        title={t('groupViews.group.noGroupTitle')}
        body={t('groupViews.group.noGroup')}
      />
    );
  }
  const groupName = rollup.data?.group.name ?? user.dealerGroupName ?? '';
  const areaHome = routeGroup !== null;

  return (
    <div className="space-y-6">
      {areaHome && rollup.data?.area ? (
        <Breadcrumb
          trail={[
            { label: rollup.data.area.name, href: paths.areaVicePresident.getHref() },
            { label: groupName },
          ]}
        />
      ) : null}
      <RollupHeader
        eyebrow={groupName}
        title={t('groupViews.group.title')}
        label={label}
        period={period}
        today={today}
        onPeriod={setPeriod}
        updating={updating}
      />
      <DashboardState query={rollup} updating={updating}>
        {(data) => (
          <>
            <RollupTotal
              title={t('groupViews.group.total', { name: data.group.name })}
              line={data.total}
              from={from}
            />
            <RollupTable
              title={t('groupViews.group.stores')}
              description={t('groupViews.group.storesDescription', { period: label.name })}
              subject={t('groupViews.columns.store')}
              rows={data.stores.map((store) => ({
                key: String(store.dealershipId),
                name: store.name,
                href: paths.dealership.getHref(store.dealershipId),
                rank: store.rank,
                line: store,
              }))}
              total={data.total}
              totalLabel={t('groupViews.group.totalRow', { name: data.group.name })}
              from={from}
              fileName={csvFileName(data.group.name, 'stores', data.period.key)}
            />
            <TrendPanel
              wholeName={data.group.name}
              whole={data.trend}
              stores={data.stores.map((store) => ({ id: store.dealershipId, name: store.name }))}
              storeId={trendStore}
              onStore={setTrendStore}
              storeTrend={data.storeTrend}
            />
          </>
        )}
      </DashboardState>
    </div>
  );
}
