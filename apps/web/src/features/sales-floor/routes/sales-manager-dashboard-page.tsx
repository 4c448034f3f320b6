import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { StoreTrail } from '@/entities/dealership/components/store-trail';
import { useSalesManagerDashboard } from '@/entities/sale/api/get-sales-manager-dashboard';
import { DashboardState } from '@/components/ui/dashboard-state';
import { StoreCards } from '../components/store-cards';
import { StoreGoalPanel } from '../components/store-goal-panel';
import { StoreDashboardHeader } from '../components/store-dashboard-header';
import { screenLinks, StoreLinks } from '../components/store-links';
import { useStoreDashboard } from '../components/use-store-dashboard';
import { TeamTablePanel } from '../components/team-table-panel';
import { VehicleMixPanel } from '../components/vehicle-mix-panel';
import { WaitingForFiPanel } from '../components/waiting-for-fi-panel';
import { useStoreEvents } from '@/entities/deal/api/use-store-events';

/**
 * `/dashboard/sales-manager`: the store's sales against its goal, the team
 * side by side, the sales still waiting for F&I, and the way to the deal log
 * (where front gross and status are edited), team, goals, schedule and reports.
 * Also `/dealership/{id}/sales-manager`: the same board of a store read from
 * above it (ADR 019), without the manager's links and goal editing.
 */
export function SalesManagerDashboardPage() {
  const { t } = useTranslation();
  const view = useStoreDashboard(useSalesManagerDashboard);
  // Live: a sale or deal anywhere in the store refreshes the figures (no polling).
  useStoreEvents(view.storeId);
  const { user, dashboard, label, from, partialNote, updating } = view;
  if (!user) return null;

  return (
    <div className="space-y-6">
      {view.fromAbove ? (
        <StoreTrail
          dealershipId={view.storeId}
          view={t('salesFloor.salesManager.title')}
          period={view.period}
        />
      ) : null}
      <StoreDashboardHeader user={user} title={t('salesFloor.salesManager.title')} view={view} />

      {view.fromAbove ? null : (
        <StoreLinks links={screenLinks(t, ['team', 'goals', 'schedule', 'reports'])} />
      )}

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <StoreCards figures={data} from={from} note={partialNote} />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <StoreGoalPanel
                  goal={data.storeGoal}
                  units={data.units}
                  totalGross={data.totalGross}
                  period={data.period}
                  today={data.today}
                  goalsHref={view.fromAbove ? undefined : paths.dashboardGoals.getHref()}
                />
              </div>
              <VehicleMixPanel mix={data.mix} periodName={label.name} />
            </div>
            <TeamTablePanel
              rows={data.team}
              meId={user.id}
              periodName={label.name}
              smallSampleDeals={data.smallSampleDeals}
            />
            <WaitingForFiPanel sales={data.waitingForFi} today={data.today} />
          </>
        )}
      </DashboardState>
    </div>
  );
}
