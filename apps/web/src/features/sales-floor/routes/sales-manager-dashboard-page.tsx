import { CalendarDays, FileBarChart, Handshake, Target, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useSalesManagerDashboard } from '../api/get-sales-manager-dashboard';
import { browserToday, useDashboardLabels } from '../components/dashboard-labels';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardState, UpdatingStatus } from '../components/dashboard-state';
import { PeriodPicker } from '../components/period-picker';
import { recentMonths } from '../components/period-options';
import { PrivacyToggle } from '../components/privacy-toggle';
import { StoreCards } from '../components/store-cards';
import { StoreGoalPanel } from '../components/store-goal-panel';
import { StoreLinks } from '../components/store-links';
import { TeamTablePanel } from '../components/team-table-panel';
import { usePeriodParam } from '../components/use-period-param';
import { VehicleMixPanel } from '../components/vehicle-mix-panel';
import { WaitingForFiPanel } from '../components/waiting-for-fi-panel';

/**
 * `/dashboard/sales-manager`: the store's sales against its goal, the team
 * side by side, the sales still waiting for F&I, and the way to the deal log
 * (where front gross and status are edited), team, goals, schedule and reports.
 */
export function SalesManagerDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const dealershipId = user?.dealershipId ?? null;
  const dashboard = useSalesManagerDashboard({ dealershipId, period });
  const { label, from, partialNote, updating } = useDashboardLabels(period, dashboard);
  if (!user) return null;
  const today = dashboard.data?.today ?? browserToday();

  return (
    <div className="space-y-6">
      <DashboardHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('salesFloor.salesManager.title')}
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
          { href: paths.dashboardTeam.getHref(), icon: Users, label: t('salesFloor.links.team') },
          {
            href: paths.dashboardGoals.getHref(),
            icon: Target,
            label: t('salesFloor.links.goals'),
          },
          {
            href: paths.dashboardSchedule.getHref(),
            icon: CalendarDays,
            label: t('salesFloor.links.schedule'),
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
            <StoreCards figures={data} from={from} note={partialNote} />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <StoreGoalPanel
                  goal={data.storeGoal}
                  units={data.units}
                  totalGross={data.totalGross}
                  period={data.period}
                  today={data.today}
                />
              </div>
              <VehicleMixPanel mix={data.mix} periodName={label.name} />
            </div>
            <TeamTablePanel rows={data.team} meId={user.id} periodName={label.name} />
            <WaitingForFiPanel sales={data.waitingForFi} today={data.today} />
          </>
        )}
      </DashboardState>
    </div>
  );
}
