import { CopyPlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { secondaryButton } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { getGoalsQueryOptions, useGoals } from '../api/get-goals';
import { LeaveDialog, useLeaveGuard } from '@/components/ui/leave-guard';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { FormProvider } from 'react-hook-form';
import { isMonth, monthChoices, tenseOf, type GoalRow } from '../components/goal-draft';
import { GoalHistory } from '../components/goal-history';
import { GoalsTable } from '../components/goals-table';
import { MonthPicker } from '../components/month-picker';
import { PageHeader } from '@/components/ui/page-header';
import { SaveBar } from '@/components/ui/save-bar';
import { PageSkeleton } from '@/components/ui/skeleton';
import { StoreGoalCards } from '../components/store-goal-cards';
import { useGoalsForm } from '../components/use-goals-form';
import { localToday } from '@/lib/local-today';

const NO_ROWS: readonly GoalRow[] = [];

/**
 * `/dashboard/goals` (DOMAIN.md "Goal pace"): the month's store goal and each
 * person's unit and gross targets, typed in place and saved together, with
 * what has been sold against them and the months before.
 */
export function GoalsPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user, storeToday } = useSession();
  const queryClient = useQueryClient();
  const dealershipId = user?.dealershipId ?? null;
  const [search, setSearch] = useSearchParams();
  // The store's day by the server's clock; the browser's when there is none.
  const today = storeToday ?? localToday();
  const current = today.slice(0, 7);
  const requested = search.get('month');
  const month = isMonth(requested) ? requested : current;
  const query = useGoals(dealershipId, month);
  const [saved, setSaved] = useFleetingNotice<string>();
  const [startFrom, setStartFrom] = useState<{ pending: boolean; failed: boolean }>({
    pending: false,
    failed: false,
  });
  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  // While the next month loads, the last one stays on screen, dimmed and out of reach.
  const shownRows = query.data?.goals ?? NO_ROWS;
  // A month without goals of its own shows the store's defaults (ADR 020): the
  // form starts from them as typed, so saving them unchanged sets the month.
  const fromDefaults = query.data?.fromDefaults ?? false;
  const formRows = useMemo(
    () =>
      fromDefaults
        ? shownRows.map((row) => ({ ...row, unitTarget: null, grossTarget: null }))
        : shownRows,
    [fromDefaults, shownRows],
  );
  const goals = useGoalsForm({
    dealershipId,
    month: query.data?.month ?? month,
    rows: formRows,
    onSaved: setSaved,
  });
  const prefilled = useRef<string | null>(null);
  const { startFrom: prefill } = goals;
  useEffect(() => {
    if (!loaded?.fromDefaults) {
      prefilled.current = null;
    } else if (prefilled.current !== loaded.month) {
      prefilled.current = loaded.month;
      prefill(loaded.goals);
    }
  }, [loaded, prefill]);
  const dirty = goals.edited > 0;

  const leaveGuard = useLeaveGuard(dirty);

  if (!user) return null;

  const history = query.data?.months ?? [];
  const withGoals = new Set(history);
  const shownMonth = query.data?.month ?? month;
  // This month's pace is read on the store's day, as the dashboards read it.
  const storeDay = query.data?.today ?? today;
  const tense = tenseOf(shownMonth, storeDay);
  const store = shownRows.find((row) => row.userId === null);
  const earlier = history.find((candidate) => candidate < month);
  const hasGoals = withGoals.has(month);

  function goTo(next: string) {
    setSaved(null);
    const params = new URLSearchParams(search);
    if (next === current) params.delete('month');
    else params.set('month', next);
    setSearch(params);
  }

  async function startFromEarlier() {
    if (!earlier) return;
    setStartFrom({ pending: true, failed: false });
    try {
      const source = await queryClient.fetchQuery(getGoalsQueryOptions(dealershipId, earlier));
      goals.startFrom(source.goals);
      setStartFrom({ pending: false, failed: false });
    } catch {
      setStartFrom({ pending: false, failed: true });
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('goals.title')}
        subtitle={t('goals.subtitle', { month: fmt.month(month) })}
      />

      <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-center lg:justify-between">
        <MonthPicker
          month={month}
          current={current}
          choices={monthChoices(history, today, month)}
          withGoals={withGoals}
          onChange={goTo}
        />
        {loaded && !hasGoals && earlier ? (
          <button
            type="button"
            onClick={() => void startFromEarlier()}
            disabled={startFrom.pending}
            className={secondaryButton}
          >
            <CopyPlus className="size-4" aria-hidden="true" />
            {t('goals.startFrom', { month: fmt.month(earlier) })}
          </button>
        ) : null}
      </div>

      <div role="status" className="empty:hidden">
        {saved ? (
          <Notice tone="success">{t('goals.saved', { month: fmt.month(saved) })}</Notice>
        ) : startFrom.failed ? (
          <Notice tone="error">{t('goals.startFromFailed')}</Notice>
        ) : loaded?.fromDefaults ? (
          <p className="rounded-xl bg-brand-50 px-4 py-2.5 text-sm text-slate-800">
            {t('storeDefaults.goalsPage.fromDefaults', { month: fmt.month(month) })}
          </p>
        ) : loaded && !hasGoals ? (
          <p className="rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700">
            {t('goals.noGoalsYet', { month: fmt.month(month) })}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <PageSkeleton label={t('goals.loading')} cards="h-36" blocks={['h-96']} />
      ) : query.isError && !query.data ? (
        <LoadError
          message={t('goals.error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          inert={query.isPlaceholderData}
          className={`space-y-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {store ? (
            <StoreGoalCards store={store} month={shownMonth} tense={tense} today={storeDay} />
          ) : null}
          {formRows.length > 0 ? (
            <FormProvider {...goals.form}>
              <GoalsTable
                rows={formRows}
                targets={goals.targets}
                errorOf={goals.errorOf}
                month={shownMonth}
                tense={tense}
                today={storeDay}
              />
            </FormProvider>
          ) : null}
          {dirty || goals.problem ? (
            <SaveBar
              label={t('goals.save.region')}
              status={t('goals.save.count', { count: goals.edited })}
              problem={goals.problem}
              saveLabel={t('goals.save.save')}
              saving={goals.saving}
              onDiscard={goals.discard}
              onSave={goals.onSave}
            />
          ) : null}
          <GoalHistory
            dealershipId={dealershipId}
            months={history}
            shown={month}
            today={storeDay}
            onOpen={goTo}
          />
        </div>
      )}

      <LeaveDialog
        guard={leaveGuard}
        description={t('goals.leave.body', { count: goals.edited })}
        onLeave={goals.discard}
      />
    </div>
  );
}
