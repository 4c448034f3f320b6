import { daysInMonth } from '@das/shared/periods';
import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { CalendarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { formatUnits } from '@/lib/format';
import { barShare } from './units';

type Pace = SalespersonDashboard['goal'];

export const GOAL_STATUS_STYLE: Record<Pace['status'], { badge: string; bar: string }> = {
  'on-track': { badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200', bar: 'bg-emerald-500' },
  'slightly-behind': { badge: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-400' },
  behind: { badge: 'bg-orange-50 text-orange-800 ring-orange-200', bar: 'bg-orange-500' },
  neutral: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', bar: 'bg-slate-400' },
};

/** The status in words, never by colour alone (SPEC.md §4 "Goal progress status"). */
export function GoalStatusBadge({ status }: { status: Pace['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${GOAL_STATUS_STYLE[status].badge}`}
    >
      {t(`goalStatus.${status}`)}
    </span>
  );
}

/**
 * Units against the month's target as a bar in the status's colour; with
 * `expectedMarker`, a tick where the pace expected to be by today.
 */
export function PaceBar({
  label,
  valueText,
  pace,
  expectedMarker = false,
}: {
  label: string;
  valueText: string;
  pace: Pick<Pace, 'actual' | 'target' | 'expected' | 'status'>;
  expectedMarker?: boolean;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={pace.target}
      aria-valuenow={Math.min(pace.actual, pace.target)}
      aria-valuetext={valueText}
      className={`relative rounded-full bg-slate-100 ${expectedMarker ? 'h-3' : 'mt-2 h-2.5'}`}
    >
      <div
        className={`h-full rounded-full ${GOAL_STATUS_STYLE[pace.status].bar}`}
        style={{ width: `${barShare(pace.actual, pace.target) * 100}%` }}
      />
      {expectedMarker && pace.expected > 0 ? (
        <div
          aria-hidden="true"
          className="absolute -top-1 -bottom-1 w-0.5 rounded-full bg-ink-900"
          style={{ left: `calc(${barShare(pace.expected, pace.target) * 100}% - 1px)` }}
        />
      ) : null}
    </div>
  );
}

/**
 * My month's goal (always the current month): units against the target, what
 * was expected by today, what each remaining day needs, where the month ends
 * at this pace, and the days off the schedule gives me.
 */
export function GoalPaceCard({
  pace,
  today,
  scope,
}: {
  pace: Pace;
  today: string;
  /** store: the store's goal, as a viewer reads it (no schedule of their own). */
  scope: 'mine' | 'store';
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const units = (value: number) => formatUnits(value, fmt.number);
  const day = Number(today.slice(8, 10));
  const days = daysInMonth(today);
  const monthOver = day >= days;

  return (
    <Panel
      title={scope === 'mine' ? t('salesFloor.goal.title') : t('salesFloor.goal.storeTitle')}
      // Always this month's, whatever period the page shows: said so, not implied.
      description={t('common.thisMonthOf', { month: fmt.month(today.slice(0, 7)) })}
      action={<GoalStatusBadge status={pace.status} />}
    >
      <div className="flex h-full flex-col">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
            {units(pace.actual)}
          </span>
          <span className="text-sm text-slate-500">
            {t('salesFloor.goal.ofTarget', { target: fmt.number(pace.target) })}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t(`salesFloor.goal.statusHint.${pace.status}`, {
            expected: fmt.number(pace.expected),
            day,
          })}
        </p>

        <div className="mt-4">
          <PaceBar
            label={t('salesFloor.goal.progressLabel')}
            valueText={t('salesFloor.goal.progressText', {
              actual: units(pace.actual),
              target: fmt.number(pace.target),
              expected: fmt.number(pace.expected),
            })}
            pace={pace}
            expectedMarker
          />
          <div className="mt-1.5 flex justify-between text-xs text-slate-500" aria-hidden="true">
            <span className="inline-flex items-center gap-1">
              <span className="inline-block h-2.5 w-0.5 rounded-full bg-ink-900" />
              {t('salesFloor.goal.expectedMarker', { expected: fmt.number(pace.expected) })}
            </span>
            <span>
              {t('salesFloor.goal.progressShort', { value: fmt.percent(pace.progress / 100) })}
            </span>
          </div>
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t('salesFloor.goal.expected')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{fmt.number(pace.expected)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('salesFloor.goal.neededPerDay')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {monthOver ? '—' : fmt.number(pace.neededPerDay)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('salesFloor.goal.projection')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {fmt.number(pace.projection)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('salesFloor.goal.day')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {t('salesFloor.goal.dayOf', { day, days })}
            </dd>
          </div>
        </dl>
        {scope === 'mine' ? (
          <p className="mt-auto flex items-center gap-1.5 pt-4 text-xs text-slate-500">
            <CalendarOff className="size-3.5 shrink-0" aria-hidden="true" />
            {pace.daysOff > 0
              ? t('salesFloor.goal.daysOff', { count: pace.daysOff })
              : t('salesFloor.goal.noDaysOff')}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
