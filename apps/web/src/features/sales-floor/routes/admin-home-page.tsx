import { Settings, Target, Users, Wallet, FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { DashboardState } from '@/components/ui/dashboard-state';
import { DepartmentCards } from '../components/department-cards';
import { PvrCards } from '../components/pvr-cards';
import { StoreDashboardHeader } from '../components/store-dashboard-header';
import { StoreLinks } from '../components/store-links';
import { useStoreDashboard } from '../components/use-store-dashboard';
import { useAdminHome } from '../api/get-admin-home';
import { FinanceHealthPanel } from '../components/admin-finance-health-panel';
import { PacePanel } from '../components/admin-pace-panel';
import {
  AttentionPanel,
  PendingFundingPanel,
  QuietPanel,
  SalespeoplePanel,
} from '../components/admin-people-panels';

/**
 * `/dashboard/admin`: the dealership admin's (and single dealer admin's) home —
 * the store at a glance for a period, sales and F&I side by side as the GM
 * sees them, this month's pace, who has gone quiet, what waits for funding,
 * and what needs the admin.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const view = useStoreDashboard(useAdminHome);
  const { user, dashboard, updating } = view;
  if (!user) return null;

  return (
    <div className="space-y-6">
      <StoreDashboardHeader user={user} title={t('storeAdmin.home.title')} view={view} />

      <StoreLinks
        links={[
          {
            href: paths.storeSettings.getHref(),
            icon: Settings,
            label: t('storeAdmin.links.settings'),
          },
          { href: paths.dashboardTeam.getHref(), icon: Users, label: t('salesFloor.links.team') },
          {
            href: paths.dashboardGoals.getHref(),
            icon: Target,
            label: t('salesFloor.links.goals'),
          },
          {
            href: paths.dashboardPayPlans.getHref(),
            icon: Wallet,
            label: t('salesFloor.links.payPlans'),
          },
          {
            href: paths.dashboardReports.getHref(),
            icon: FileBarChart,
            label: t('salesFloor.links.reports'),
          },
        ]}
      />

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <DepartmentCards data={data} />
            <PvrCards data={data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <PacePanel pace={data.pace} today={data.today} />
              <FinanceHealthPanel data={data} />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <SalespeoplePanel rows={data.salespeople} />
              <QuietPanel rows={data.quiet} />
            </div>
            <PendingFundingPanel pending={data.pendingFunding} />
            <AttentionPanel attention={data.attention} />
          </>
        )}
      </DashboardState>
    </div>
  );
}
