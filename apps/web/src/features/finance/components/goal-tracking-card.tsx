import type { GoalTracking } from '@das/shared/schemas/finance';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useGoalTracking } from '../api/get-goal-tracking';
import { Panel } from '@/components/ui/panel';
import { LoadError } from '@/components/ui/load-error';
import { PanelSkeleton } from '@/components/ui/skeleton';

type GoalStatus = GoalTracking['progressMetrics']['status'];

const STATUS_STYLE: Record<GoalStatus, { badge: string; bar: string }> = {
  'on-track': { badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200', bar: 'bg-emerald-500' },
  'slightly-behind': { badge: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-400' },
  behind: { badge: 'bg-orange-50 text-orange-800 ring-orange-200', bar: 'bg-orange-500' },
  neutral: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', bar: 'bg-slate-400' },
};

/** SPEC.md §4 "Goal progress status" and DOMAIN.md's needed-per-day and projection. */
export function GoalTrackingCard({
  dealershipId,
  userId,
  month,
}: {
  dealershipId: number | null;
  userId: string;
  month: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const goal = useGoalTracking(dealershipId, userId, month);

  return (
    <Panel
      title={t('finance.goal.title')}
      description={fmt.month(month)}
      action={
        goal.data ? (
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[goal.data.progressMetrics.status].badge}`}
          >
            {t(`goalStatus.${goal.data.progressMetrics.status}`)}
          </span>
        ) : null
      }
    >
      {goal.isPending ? (
        <PanelSkeleton rows={4} />
      ) : goal.isError ? (
        <LoadError
          message={t('finance.goal.error')}
          onRetry={() => void goal.refetch()}
          retrying={goal.isFetching}
        />
      ) : (
        <GoalBody goal={goal.data} />
      )}
    </Panel>
  );
}

function GoalBody({ goal }: { goal: GoalTracking }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { target, progressMetrics: pace, currentDay, daysInMonth } = goal;
  const share = (value: number) => (target > 0 ? Math.min(1, value / target) : 0);
  const monthOver = currentDay >= daysInMonth;

  return (
    <div className="flex h-full flex-col">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
          {fmt.number(pace.actual)}
        </span>
        <span className="text-sm text-slate-500">
          {t('finance.goal.ofTarget', { target: fmt.number(target) })}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t(`finance.goal.statusHint.${pace.status}`, {
          expected: fmt.number(pace.expected),
          day: currentDay,
        })}
      </p>

      <div className="mt-4">
        <div
          role="progressbar"
          aria-label={t('finance.goal.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={Math.min(pace.actual, target)}
          aria-valuetext={t('finance.goal.progressText', {
            actual: fmt.number(pace.actual),
            target: fmt.number(target),
            expected: fmt.number(pace.expected),
          })}
          className="relative h-3 rounded-full bg-slate-100"
        >
          <div
            className={`h-full rounded-full ${STATUS_STYLE[pace.status].bar}`}
            style={{ width: `${share(pace.actual) * 100}%` }}
          />
          {pace.expected > 0 ? (
            <div
              aria-hidden="true"
              className="absolute -top-1 -bottom-1 w-0.5 rounded-full bg-ink-900"
              style={{ left: `calc(${share(pace.expected) * 100}% - 1px)` }}
            />
          ) : null}
        </div>
        <div className="mt-1.5 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2.5 w-0.5 rounded-full bg-ink-900" />
            {t('finance.goal.expectedMarker', { expected: fmt.number(pace.expected) })}
          </span>
          <span>
            {t('finance.goal.progressShort', { value: fmt.percent(pace.progress / 100) })}
          </span>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('finance.goal.expected')}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">{fmt.number(pace.expected)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('finance.goal.neededPerDay')}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">
            {monthOver ? '—' : fmt.number(goal.neededPerDay)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('finance.goal.projection')}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">{fmt.number(goal.projection)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('finance.goal.day')}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">
            {t('finance.goal.dayOf', { day: currentDay, days: daysInMonth })}
          </dd>
        </div>
      </dl>
      {goal.daysOff > 0 ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
          <Target className="size-3.5" aria-hidden="true" />
          {t('finance.goal.daysOff', { count: goal.daysOff })}
        </p>
      ) : null}
    </div>
  );
}
