import { CalendarDays, Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useSalespersonDashboard } from '../api/get-salesperson-dashboard';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { useDashboardLabels } from '../components/dashboard-labels';
import { PageHeader } from '@/components/ui/page-header';
import { DashboardState, UpdatingStatus } from '@/components/ui/dashboard-state';
import { DealCalculatorButton } from '@/entities/deal/components/deal-calculator/deal-calculator-button';
import { GoalPaceCard } from '../components/goal-pace-card';
import { LogSaleForm } from '../components/log-sale-form';
import { PayEstimateCard } from '../components/pay-estimate-card';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { recentMonths } from '@/entities/period/lib/period-options';
import { PrivacyToggle } from '@/components/ui/privacy-toggle';
import { RecentDealsPanel } from '../components/recent-deals-panel';
import { RecentSalesPanel } from '../components/recent-sales-panel';
import { SalespersonCards } from '../components/salesperson-cards';
import { StoreLeaderboardPanel } from '../components/store-leaderboard-panel';
import { VehicleMixPanel } from '../components/vehicle-mix-panel';
import { WeekScheduleCard } from '../components/week-schedule-card';
import { localToday } from '@/lib/local-today';

/**
 * `/dashboard/sales`: a salesperson's own floor — logging a sale at the top,
 * then units, gross, goal pace, pay, this week's shifts, the store's board and
 * the latest sales and deals. A viewer sees the same page without the form.
 */
export function SalespersonDashboardPage() {
  const { t } = useTranslation();
  const { user, storeToday } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const dealershipId = user?.dealershipId ?? null;
  const dashboard = useSalespersonDashboard({ dealershipId, userId: user?.id ?? '', period });
  const { label, from, partialNote, updating } = useDashboardLabels(period, dashboard);
  const [loggedId, setLoggedId] = useState<string | null>(null);
  if (!user) return null;

  const canLogSale = user.role === 'salesperson' && dealershipId !== null;
  // A viewer reads the store's figures in the salesperson's layout (the server answers so).
  const scope = user.role === 'viewer' ? 'store' : 'mine';
  const today = dashboard.data?.today ?? storeToday ?? localToday();

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={
          canLogSale ? t('salesFloor.salesperson.title') : t('salesFloor.salesperson.viewerTitle')
        }
        subtitle={[user.name || user.email, label.name, label.range].filter(Boolean).join(' · ')}
        actions={
          <>
            {canLogSale ? null : (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
                <Eye className="size-3.5" aria-hidden="true" />
                {t('salesFloor.salesperson.readOnly')}
              </span>
            )}
            <PrivacyToggle />
            <Link to={paths.dashboardSchedule.getHref()} className={secondaryButton}>
              <CalendarDays className="size-4" aria-hidden="true" />
              {scope === 'mine' ? t('salesFloor.actions.schedule') : t('salesFloor.links.schedule')}
            </Link>
            {canLogSale ? <DealCalculatorButton /> : null}
          </>
        }
      >
        <PeriodPicker value={period} months={recentMonths(today, 24)} onChange={setPeriod} />
        {updating ? <UpdatingStatus /> : null}
      </PageHeader>

      {canLogSale ? (
        <LogSaleForm
          dealershipId={dealershipId}
          today={today}
          onLogged={(sale) => setLoggedId(sale.id)}
        />
      ) : null}

      <DashboardState query={dashboard} updating={updating}>
        {(data) => (
          <>
            <SalespersonCards data={data} from={from} note={partialNote} scope={scope} />
            {scope === 'mine' ? (
              <div className={`grid gap-6 ${data.pay ? 'lg:grid-cols-3' : 'lg:grid-cols-2'}`}>
                <GoalPaceCard pace={data.goal} today={data.today} scope={scope} />
                {data.pay ? <PayEstimateCard pay={data.pay} /> : null}
                <WeekScheduleCard week={data.week} today={data.today} />
              </div>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                <GoalPaceCard pace={data.goal} today={data.today} scope={scope} />
                <VehicleMixPanel mix={data.mix} periodName={label.name} />
              </div>
            )}
            <div className={`grid gap-6 ${scope === 'mine' ? 'xl:grid-cols-2' : ''}`}>
              <RecentSalesPanel
                sales={data.recentSales}
                today={data.today}
                highlightId={loggedId}
                scope={scope}
              />
              <RecentDealsPanel deals={data.recentDeals} scope={scope} />
            </div>
            <StoreLeaderboardPanel
              rows={data.leaderboard}
              meId={user.id}
              periodName={label.name}
              smallSampleDeals={data.smallSampleDeals}
            />
          </>
        )}
      </DashboardState>
    </div>
  );
}
