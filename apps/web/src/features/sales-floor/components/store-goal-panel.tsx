import { roundUnits } from '@das/shared/goal-pace';
import type { SalesManagerDashboard } from '@das/shared/schemas/sales-floor';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { isSingleMonth, isUnderWay } from '@/entities/period/lib/period-options';
import { formatUnits } from '@/lib/format';
import { barShare } from './units';
import { PanelLink } from '@/components/ui/panel-link';

type StoreGoal = SalesManagerDashboard['storeGoal'];

function GoalBar({
  label,
  value,
  goal,
  shownValue,
  shownGoal,
}: {
  label: string;
  value: number;
  goal: number;
  shownValue: string;
  shownGoal: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const share = goal > 0 ? value / goal : 0;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="text-sm text-slate-600 tabular-nums">
          <span className="text-lg font-semibold text-ink-900">{shownValue}</span>{' '}
          {t('salesFloor.storeGoal.of', { goal: shownGoal })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barShare(value, goal) * 100)}
        aria-valuetext={t('salesFloor.storeGoal.progressText', {
          value: shownValue,
          goal: shownGoal,
          share: fmt.percent(share),
        })}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${share >= 1 ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${barShare(value, goal) * 100}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
        {t('salesFloor.storeGoal.share', { share: fmt.percent(share) })}
      </p>
    </div>
  );
}

/**
 * The store's units and total gross against the goals its managers set, and
 * where the month ends at this pace; `goalsHref` links to setting them, for
 * those who may.
 */
export function StoreGoalPanel({
  goal,
  units,
  totalGross,
  period,
  today,
  goalsHref,
}: {
  goal: StoreGoal;
  units: number;
  totalGross: number;
  period: { start: string; end: string };
  today: string;
  goalsHref?: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const unitsLabel = (value: number) => formatUnits(value, fmt.number);
  const noGoal = goal.units === null && goal.gross === null;
  // Goals are monthly: a quarter or a year is not measured against one month's goal.
  const monthly = isSingleMonth(period);
  // A finished period has no projection: its units are final.
  const running = isUnderWay(period, today);
  return (
    <Panel
      title={t('salesFloor.storeGoal.title')}
      description={t('salesFloor.storeGoal.description')}
      action={
        goalsHref ? (
          <PanelLink to={goalsHref}>
            {noGoal ? t('salesFloor.storeGoal.set') : t('salesFloor.storeGoal.edit')}
          </PanelLink>
        ) : undefined
      }
    >
      <div className="flex h-full flex-col gap-5">
        {!monthly ? (
          <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 ring-1 ring-slate-200">
            <Target className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {t('salesFloor.storeGoal.monthly')}
          </p>
        ) : noGoal ? (
          <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 ring-1 ring-slate-200">
            <Target className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {t('salesFloor.storeGoal.none', { month: fmt.month(period.start.slice(0, 7)) })}
          </p>
        ) : null}
        {monthly && goal.units !== null ? (
          <GoalBar
            label={t('salesFloor.storeGoal.units')}
            value={units}
            goal={goal.units}
            shownValue={unitsLabel(units)}
            shownGoal={fmt.number(goal.units)}
          />
        ) : null}
        {monthly && goal.gross !== null ? (
          <GoalBar
            label={t('salesFloor.storeGoal.gross')}
            value={totalGross}
            goal={goal.gross}
            shownValue={fmt.money(totalGross)}
            shownGoal={fmt.money(goal.gross)}
          />
        ) : null}
        {running ? (
          <dl className="mt-auto flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t('salesFloor.storeGoal.projection')}</dt>
            <dd className="text-right">
              <span className="text-xl font-semibold text-ink-900 tabular-nums">
                {fmt.number(goal.projection)}
              </span>
              {monthly && goal.units !== null ? (
                <span className="block text-xs text-slate-500">
                  {goal.projection >= goal.units
                    ? t('salesFloor.storeGoal.projectionMeets')
                    : t('salesFloor.storeGoal.projectionShort', {
                        count: roundUnits(goal.units - goal.projection),
                        units: fmt.number(roundUnits(goal.units - goal.projection)),
                      })}
                </span>
              ) : null}
            </dd>
          </dl>
        ) : null}
      </div>
    </Panel>
  );
}
