import { FilePlus2, Handshake, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useFinanceDashboard } from '../api/get-finance-dashboard';
import { useFirstDealMonth } from '../api/get-first-deal-month';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { ChargebacksPanel } from './chargebacks-panel';
import { DashboardBody, DealMix, UpdatingStatus, useDashboardLabels } from './dashboard-body';
import { PageHeader } from '@/components/ui/page-header';
import { DealCalculatorButton } from '@/entities/deal/components/deal-calculator/deal-calculator-button';
import { GoalTrackingCard } from './goal-tracking-card';
import { LeaderboardPanel } from './leaderboard-panel';
import { PayEstimateCard } from './pay-estimate-card';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { focusMonth, monthsBackTo, recentMonths } from '@/entities/period/lib/period-options';
import { PrivacyToggle } from '@/components/ui/privacy-toggle';
import { PvrTrendChart } from './pvr-trend-chart';
import { RecentDealsPanel } from './recent-deals-panel';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { WaitingForFiPanel } from './waiting-for-fi-panel';
import { ContractsInTransitCard } from '@/entities/deal/components/contracts-in-transit-card';
import { WeeklyGrossChart } from './weekly-gross-chart';
import { localToday } from '@/lib/local-today';
import { useStoreEvents } from '@/entities/deal/api/use-store-events';

/**
 * One F&I manager's own figures (scope=mine). `single` is the manager who works
 * alone: their office is the store, so there is no leaderboard, and every past
 * month back to their first deal stays browsable.
 */
export function ManagerDashboard({ variant }: { variant: 'finance' | 'single' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const single = variant === 'single';
  const dealershipId = user?.dealershipId ?? null;
  const dashboard = useFinanceDashboard({ dealershipId, period, scope: 'mine' });
  // Live: a deal anywhere in the store moves the leaderboard and pay (no polling).
  useStoreEvents(dealershipId);
  const firstMonth = useFirstDealMonth(dealershipId, single);
  const { label, from, partialNote, updating } = useDashboardLabels(period, dashboard);
  if (!user) return null;

  const today = dashboard.data?.today ?? localToday();
  const months = single ? monthsBackTo(firstMonth.data ?? null, today) : recentMonths(today, 24);
  const month = focusMonth(period, today);
  const logDealHref = single
    ? paths.singleFinanceLogDeal.getHref()
    : paths.financeLogDeal.getHref();
  const dealLogHref = single ? paths.singleFinanceDeals.getHref() : paths.financeDealLog.getHref();

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={single ? t('finance.single.title') : t('finance.manager.title')}
        subtitle={[user.name || user.email, label.name, label.range].filter(Boolean).join(' · ')}
        actions={
          <>
            <PrivacyToggle />
            {single ? (
              <Link
                to={paths.singleFinanceSettings.getHref()}
                className={secondaryButton}
                aria-label={t('finance.actions.settings')}
              >
                <Settings className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t('finance.actions.settings')}</span>
              </Link>
            ) : null}
            <Link to={dealLogHref} className={secondaryButton}>
              <Handshake className="size-4" aria-hidden="true" />
              {single ? t('finance.actions.deals') : t('finance.actions.dealLog')}
            </Link>
            <DealCalculatorButton />
            <Link to={logDealHref} className={primaryButton}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              {t('finance.actions.logDeal')}
            </Link>
          </>
        }
      >
        <PeriodPicker value={period} months={months} onChange={setPeriod} />
        {updating ? <UpdatingStatus /> : null}
      </PageHeader>

      <DashboardBody dashboard={dashboard} updating={updating} from={from} note={partialNote}>
        {(data) => (
          <>
            <div className="grid gap-6 lg:grid-cols-3">
              <GoalTrackingCard dealershipId={dealershipId} userId={user.id} month={month} />
              <PayEstimateCard
                dealershipId={dealershipId}
                userId={user.id}
                month={month}
                action={
                  single ? (
                    <Link
                      to={paths.singleFinanceSettings.getHref()}
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      {t('finance.pay.editPlan')}
                    </Link>
                  ) : undefined
                }
              />
              <WeeklyGrossChart weeks={data.weekly} periodStart={data.period.start} />
            </div>

            {single ? null : <WaitingForFiPanel dealershipId={dealershipId} />}

            <ContractsInTransitCard dealershipId={dealershipId} />

            <DealMix data={data} periodLabel={label.name} logDealHref={logDealHref} />

            <ChargebacksPanel
              figures={data.chargebacks}
              periodLabel={label.name}
              showManagers={!single}
              smallSampleDeals={data.smallSampleDeals}
            />

            <PvrTrendChart trend={data.trend} smallSampleDeals={data.smallSampleDeals} />

            {single ? null : (
              <LeaderboardPanel
                rows={data.leaderboard}
                smallSampleDeals={data.smallSampleDeals}
                highlightId={user.id}
                highlightLabel={t('finance.leaderboard.you')}
              />
            )}

            <RecentDealsPanel deals={data.recentDeals} dealLogHref={dealLogHref} />
          </>
        )}
      </DashboardBody>
    </div>
  );
}
