import { useTranslation } from 'react-i18next';
import { StoreTrail } from '@/entities/dealership/components/store-trail';
import { useGeneralManagerDashboard } from '../api/get-general-manager-dashboard';
import { DashboardState } from '@/components/ui/dashboard-state';
import { DepartmentCards } from '../components/department-cards';
import { FinanceBoard, SalesManagerBoard } from '../components/manager-boards';
import { PvrCards } from '../components/pvr-cards';
import { StoreDashboardHeader } from '../components/store-dashboard-header';
import { screenLinks, StoreLinks } from '../components/store-links';
import { useStoreDashboard } from '../components/use-store-dashboard';
import { TrendPanel } from '../components/trend-panel';
import { useStoreEvents } from '@/entities/deal/api/use-store-events';

/**
 * `/dashboard/gm`: the whole store — sales and F&I side by side against their
 * goals, PVR front to total, each sales manager's team, the finance managers,
 * and the last twelve months. Also `/dealership/{id}/general-manager`: the
 * same board of a store read from above it (ADR 019), with the path back up.
 */
export function GeneralManagerDashboardPage() {
  const { t } = useTranslation();
  const view = useStoreDashboard(useGeneralManagerDashboard);
  // Live: a sale or deal anywhere in the store refreshes the figures (no polling).
  useStoreEvents(view.storeId);
  const { user, dashboard, label, updating } = view;
  if (!user) return null;

  return (
    <div className="space-y-6">
      {view.fromAbove ? (
        <StoreTrail
          dealershipId={view.storeId}
          view={t('salesFloor.gm.title')}
          period={view.period}
        />
      ) : null}
      <StoreDashboardHeader user={user} title={t('salesFloor.gm.title')} view={view} />

      {view.fromAbove ? null : (
        <StoreLinks links={screenLinks(t, ['reports', 'team', 'goals', 'payPlans'])} />
      )}

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <DepartmentCards data={data} />
            <PvrCards data={data} />
            <TrendPanel trend={data.trend} smallSampleDeals={data.smallSampleDeals} />
            <div className="grid gap-6 xl:grid-cols-2">
              <SalesManagerBoard
                rows={data.salesManagers}
                periodName={label.name}
                smallSampleDeals={data.smallSampleDeals}
              />
              <FinanceBoard
                rows={data.financeLeaderboard}
                periodName={label.name}
                smallSampleDeals={data.smallSampleDeals}
              />
            </div>
          </>
        )}
      </DashboardState>
    </div>
  );
}
