import { FileSearch, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseDealershipId } from '@das/shared/route-access';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { StoreTrail } from '@/entities/dealership/components/store-trail';
import { useFinanceDashboard } from '../api/get-finance-dashboard';
import { useStaff } from '@/entities/staff/api/get-staff';
import { quietButton, secondaryButton } from '@/components/ui/button-styles';
import {
  DashboardBody,
  DealMix,
  UpdatingStatus,
  useDashboardLabels,
} from '../components/dashboard-body';
import { PageHeader } from '@/components/ui/page-header';
import { DealCalculatorButton } from '@/entities/deal/components/deal-calculator/deal-calculator-button';
import { ChargebacksPanel } from '../components/chargebacks-panel';
import { LeaderboardPanel } from '../components/leaderboard-panel';
import { ManagerFilter } from '../components/manager-filter';
import { managerOptions } from '../components/manager-options';
import { PayPlansPanel } from '../components/pay-plans-panel';
import { recentMonths } from '@/entities/period/lib/period-options';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { PvrTrendChart } from '../components/pvr-trend-chart';
import { RecentDealsPanel } from '../components/recent-deals-panel';
import { ContractsInTransitCard } from '@/entities/deal/components/contracts-in-transit-card';
import { useManagerParam } from '../components/use-manager-param';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { WeeklyGrossChart } from '../components/weekly-gross-chart';
import { localToday } from '@/lib/local-today';
import { useStoreEvents } from '@/entities/deal/api/use-store-events';

/**
 * `/dashboard/finance-director/*`: the F&I department (scope=store), each
 * manager side by side, one manager's figures on demand, and the team's pay plans.
 * Also `/dealership/{id}/finance`: the same board of a store read from above
 * it (ADR 019) — the path back up, no pay plans (their editor is the director's).
 */
export function FinanceDirectorDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const [managerId, setManager] = useManagerParam();
  // A store in the path is one read from above; its route admits only those above it.
  const routeStore = parseDealershipId(useParams().dealershipId) ?? null;
  const fromAbove = routeStore !== null;
  const dealershipId = routeStore ?? user?.dealershipId ?? null;
  const dealerships = useAccessibleDealerships(fromAbove ? user?.id : undefined);
  const dashboard = useFinanceDashboard({
    dealershipId,
    period,
    scope: 'store',
    fiManagerId: managerId,
  });
  const staff = useStaff(dealershipId);
  // Live: a deal anywhere in the store refreshes the figures (no polling).
  useStoreEvents(dealershipId);
  const { label, from, partialNote, updating } = useDashboardLabels(period, dashboard);
  if (!user) return null;

  const today = dashboard.data?.today ?? localToday();
  const options = managerOptions(staff.data?.staff ?? [], dashboard.data?.leaderboard ?? []);
  const manager = options.find((option) => option.id === managerId) ?? null;
  // The department log: /deal-log itself is for finance managers (SPEC.md §6).
  const dealLogHref = fromAbove
    ? paths.dealershipDeals.getHref(routeStore, managerId ?? undefined)
    : paths.dashboardDeals.getHref(managerId ?? undefined);
  const storeName = fromAbove
    ? dealerships.data?.find((store) => store.id === routeStore)?.name
    : user.dealershipName;

  return (
    <div className="space-y-6">
      {fromAbove ? (
        <StoreTrail dealershipId={routeStore} view={t('finance.director.title')} period={period} />
      ) : null}
      <PageHeader
        eyebrow={storeName ?? t(`roles.${user.role}`)}
        title={t('finance.director.title')}
        subtitle={[
          manager
            ? t('finance.director.showing', { name: manager.name })
            : t('finance.director.all'),
          label.name,
          label.range,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <Link to={dealLogHref} className={secondaryButton}>
              <FileSearch className="size-4" aria-hidden="true" />
              {manager
                ? t('finance.director.dealLogFor', { name: manager.name })
                : t('finance.director.dealLog')}
            </Link>
            <DealCalculatorButton />
          </>
        }
      >
        <ManagerFilter value={managerId} options={options} onChange={setManager} />
        {managerId ? (
          <button type="button" onClick={() => setManager(null)} className={quietButton}>
            <X className="size-4" aria-hidden="true" />
            {t('finance.director.clearFilter')}
          </button>
        ) : null}
        <div className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
        <PeriodPicker value={period} months={recentMonths(today, 24)} onChange={setPeriod} />
        {updating ? <UpdatingStatus /> : null}
      </PageHeader>

      <DashboardBody dashboard={dashboard} updating={updating} from={from} note={partialNote}>
        {(data) => (
          <>
            <LeaderboardPanel
              rows={data.leaderboard}
              smallSampleDeals={data.smallSampleDeals}
              highlightId={managerId}
              highlightLabel={t('finance.leaderboard.shown')}
              description={t('finance.leaderboard.directorDescription')}
              onSelect={(id) => setManager(id === managerId ? null : id)}
            />

            {/* The store's own page of them; read from above, the board only. */}
            {fromAbove ? null : <ContractsInTransitCard dealershipId={dealershipId} />}

            <DealMix data={data} periodLabel={label.name} />

            <ChargebacksPanel
              figures={data.chargebacks}
              periodLabel={label.name}
              showManagers
              smallSampleDeals={data.smallSampleDeals}
            />

            <div className="grid gap-6 lg:grid-cols-3">
              <WeeklyGrossChart weeks={data.weekly} periodStart={data.period.start} />
              <PvrTrendChart
                trend={data.trend}
                smallSampleDeals={data.smallSampleDeals}
                className="lg:col-span-2"
              />
            </div>

            <RecentDealsPanel deals={data.recentDeals} dealLogHref={dealLogHref} showManager />

            {fromAbove ? null : <PayPlansPanel dealershipId={dealershipId} today={today} />}
          </>
        )}
      </DashboardBody>
    </div>
  );
}
