import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { csvFileName } from '@/lib/csv';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useAreaRollup } from '../api/get-rollups';
import { RollupTotal } from '../components/rollup-total';
import { RollupHeader } from '../components/rollup-header';
import { DashboardState } from '@/components/ui/dashboard-state';
import { RollupTable } from '../components/rollup-table';
import { SpreadPanel } from '../components/spread-panel';
import { TrendPanel } from '../components/trend-panel';
import { useRollupLabels, useTrendStoreParam } from '../components/use-rollup-view';

/**
 * `/avp-full-dashboard`: the area's groups and stores ranked for a period,
 * the area's total, the spread between its best and worst stores, and twelve
 * months of trend. Read-only; names lead to a group's rollup or a store's overview.
 */
export function AreaRollupPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const areaId = user?.areaId ?? null;
  const [period, setPeriod] = usePeriodParam();
  const [trendStore, setTrendStore] = useTrendStoreParam();
  const rollup = useAreaRollup(areaId, { period, trendStore });
  const { label, from, today, updating } = useRollupLabels(period, rollup);
  if (!user) return null;
  if (areaId === null) {
    return (
      <EmptyState
        icon={Building2}
        title={t('groupViews.area.noAreaTitle')}
        body={t('groupViews.area.noArea')}
      />
    );
  }
  const areaName = rollup.data?.area.name ?? user.areaName ?? '';

  return (
    <div className="space-y-6">
      <RollupHeader
        eyebrow={areaName}
        title={t('groupViews.area.title')}
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
              title={t('groupViews.area.total', { name: data.area.name })}
              line={data.total}
              from={from}
            />
            <RollupTable
              title={t('groupViews.area.groups')}
              description={t('groupViews.area.groupsDescription', { period: label.name })}
              subject={t('groupViews.columns.group')}
              rows={data.groups.map((group) => ({
                key: String(group.dealerGroupId),
                name: group.name,
                href: paths.areaGroup.getHref(group.dealerGroupId),
                detail: t('groupViews.area.storeCount', { count: group.storeCount }),
                rank: group.rank,
                line: group,
              }))}
              total={data.total}
              totalLabel={t('groupViews.area.totalRow', { name: data.area.name })}
              from={from}
              fileName={csvFileName(data.area.name, 'groups', data.period.key)}
            />
            <RollupTable
              title={t('groupViews.area.stores')}
              description={t('groupViews.area.storesDescription', { period: label.name })}
              subject={t('groupViews.columns.store')}
              rows={data.stores.map((store) => ({
                key: String(store.dealershipId),
                name: store.name,
                href: paths.dealership.getHref(store.dealershipId),
                detail: store.dealerGroupName,
                rank: store.rank,
                line: store,
              }))}
              total={data.total}
              totalLabel={t('groupViews.area.totalRow', { name: data.area.name })}
              from={from}
              fileName={csvFileName(data.area.name, 'stores', data.period.key)}
            />
            <SpreadPanel spread={data.spread} areaName={data.area.name} />
            <TrendPanel
              wholeName={data.area.name}
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
