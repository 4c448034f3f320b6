import { CheckCircle2, CopyPlus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams, type BlockerFunction } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { secondaryButton } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { getGoalsQueryOptions, useGoals } from '../api/get-goals';
import { useSaveGoals } from '../api/save-goals';
import { ConfirmDialog } from '../components/confirm-dialog';
import {
  draftFromMonth,
  editedCount,
  isMonth,
  monthChoices,
  parseGoals,
  tenseOf,
  type GoalDraft,
  type GoalErrors,
} from '../components/goal-draft';
import { GoalHistory } from '../components/goal-history';
import { GoalsTable } from '../components/goals-table';
import { MonthPicker } from '../components/month-picker';
import { PageHeader } from '../components/page-header';
import { SaveBar } from '../components/save-bar';
import { StoreGoalCards } from '../components/store-goal-cards';

function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface DraftState {
  month: string;
  draft: GoalDraft;
  errors: GoalErrors;
  problem: 'invalid' | 'failed' | null;
}

/**
 * `/dashboard/goals` (DOMAIN.md "Goal pace"): the month's store goal and each
 * person's unit and gross targets, typed in place and saved together, with
 * what has been sold against them and the months before.
 */
export function GoalsPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dealershipId = user?.dealershipId ?? null;
  const [search, setSearch] = useSearchParams();
  const today = localToday();
  const current = today.slice(0, 7);
  const requested = search.get('month');
  const month = isMonth(requested) ? requested : current;
  const query = useGoals(dealershipId, month);
  const save = useSaveGoals(dealershipId);
  const [state, setState] = useState<DraftState>({ month, draft: {}, errors: {}, problem: null });
  const [saved, setSaved] = useState<string | null>(null);
  const [startFrom, setStartFrom] = useState<{ pending: boolean; failed: boolean }>({
    pending: false,
    failed: false,
  });
  const mine = state.month === month ? state : { month, draft: {}, errors: {}, problem: null };
  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  const rows = loaded?.goals ?? [];
  // While the next month loads, the last one stays on screen, dimmed and out of reach.
  const shownRows = query.data?.goals ?? [];
  const edited = editedCount(rows, mine.draft);
  const dirty = edited > 0;

  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), 6000);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!user) return null;

  const history = query.data?.months ?? [];
  const withGoals = new Set(history);
  const shownMonth = query.data?.month ?? month;
  const tense = tenseOf(shownMonth, today);
  const store = shownRows.find((row) => row.userId === null);
  const earlier = history.find((candidate) => candidate < month);
  const hasGoals = withGoals.has(month);

  function reset() {
    setState({ month, draft: {}, errors: {}, problem: null });
  }

  function goTo(next: string) {
    setSaved(null);
    const params = new URLSearchParams(search);
    if (next === current) params.delete('month');
    else params.set('month', next);
    setSearch(params);
  }

  function onSave() {
    const parsed = parseGoals(rows, mine.draft);
    if (!parsed.ok) {
      setState({ ...mine, errors: parsed.errors, problem: 'invalid' });
      return;
    }
    if (parsed.goals.length === 0) {
      reset();
      return;
    }
    setState({ ...mine, errors: {}, problem: null });
    save.mutate(
      { month, goals: parsed.goals },
      {
        onSuccess: () => {
          reset();
          setSaved(month);
        },
        onError: () => setState((previous) => ({ ...previous, problem: 'failed' })),
      },
    );
  }

  async function startFromEarlier() {
    if (!earlier) return;
    setStartFrom({ pending: true, failed: false });
    try {
      const source = await queryClient.fetchQuery(getGoalsQueryOptions(dealershipId, earlier));
      setState({ month, draft: draftFromMonth(rows, source.goals), errors: {}, problem: null });
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
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {t('goals.saved', { month: fmt.month(saved) })}
          </p>
        ) : startFrom.failed ? (
          <p className="rounded-xl bg-rose-50 px-4 py-2.5 text-sm text-rose-900 ring-1 ring-rose-200 ring-inset">
            {t('goals.startFromFailed')}
          </p>
        ) : loaded && !hasGoals ? (
          <p className="rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700">
            {t('goals.noGoalsYet', { month: fmt.month(month) })}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <div role="status" className="space-y-4 motion-safe:animate-pulse">
          <span className="sr-only">{t('goals.loading')}</span>
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-36 rounded-2xl bg-slate-200/70" />
            ))}
          </div>
          <div aria-hidden="true" className="h-96 rounded-2xl bg-slate-200/70" />
        </div>
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
            <StoreGoalCards store={store} month={shownMonth} tense={tense} today={today} />
          ) : null}
          {shownRows.length > 0 ? (
            <GoalsTable
              rows={shownRows}
              draft={mine.draft}
              errors={mine.errors}
              month={shownMonth}
              tense={tense}
              today={today}
              onEdit={(key, text) =>
                setState({ ...mine, draft: { ...mine.draft, [key]: text }, problem: null })
              }
            />
          ) : null}
          {dirty || mine.problem ? (
            <SaveBar
              count={edited}
              saving={save.isPending}
              problem={mine.problem}
              onDiscard={reset}
              onSave={onSave}
            />
          ) : null}
          <GoalHistory
            dealershipId={dealershipId}
            months={history}
            shown={month}
            today={today}
            onOpen={goTo}
          />
        </div>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('goals.leave.title')}
        description={t('goals.leave.body', { count: edited })}
        confirmLabel={t('goals.leave.confirm')}
        cancelLabel={t('goals.leave.stay')}
        tone="danger"
        onConfirm={() => {
          reset();
          dirtyRef.current = false;
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
