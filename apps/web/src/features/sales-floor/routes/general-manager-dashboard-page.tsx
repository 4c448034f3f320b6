import { FileBarChart, Handshake, Target, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useGeneralManagerDashboard } from '../api/get-general-manager-dashboard';
import { browserToday, useDashboardLabels } from '../components/dashboard-labels';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardState, UpdatingStatus } from '../components/dashboard-state';
import { DepartmentCards } from '../components/department-cards';
import { FinanceBoard, SalesManagerBoard } from '../components/manager-boards';
import { PeriodPicker } from '../components/period-picker';
import { recentMonths } from '../components/period-options';
import { PrivacyToggle } from '../components/privacy-toggle';
import { PvrCards } from '../components/pvr-cards';
import { StoreLinks } from '../components/store-links';
import { TrendPanel } from '../components/trend-panel';
import { usePeriodParam } from '../components/use-period-param';

/**
 * `/dashboard/gm`: the whole store — sales and F&I side by side against their
 * goals, PVR front to total, each sales manager's team, the finance managers,
 * and the last twelve months.
 */
export function GeneralManagerDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const dealershipId = user?.dealershipId ?? null;
  const dashboard = useGeneralManagerDashboard({ dealershipId, period });
  const { label, updating } = useDashboardLabels(period, dashboard);
  if (!user) return null;
  const today = dashboard.data?.today ?? browserToday();

  return (
    <div className="space-y-6">
      <DashboardHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('salesFloor.gm.title')}
        subtitle={[user.name || user.email, label.name, label.range].filter(Boolean).join(' · ')}
        actions={
          <>
            <PrivacyToggle />
            <Link to={paths.dashboardDeals.getHref()} className={primaryButton}>
              <Handshake className="size-4" aria-hidden="true" />
              {t('salesFloor.links.dealLog')}
            </Link>
          </>
        }
      >
        <PeriodPicker value={period} months={recentMonths(today, 24)} onChange={setPeriod} />
        {updating ? <UpdatingStatus /> : null}
      </DashboardHeader>

      <StoreLinks
        links={[
          {
            href: paths.dashboardReports.getHref(),
            icon: FileBarChart,
            label: t('salesFloor.links.reports'),
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
        ]}
      />

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <DepartmentCards data={data} />
            <PvrCards data={data} />
            <TrendPanel trend={data.trend} />
            <div className="grid gap-6 xl:grid-cols-2">
              <SalesManagerBoard rows={data.salesManagers} periodName={label.name} />
              <FinanceBoard rows={data.financeLeaderboard} periodName={label.name} />
            </div>
          </>
        )}
      </DashboardState>
    </div>
  );
}
