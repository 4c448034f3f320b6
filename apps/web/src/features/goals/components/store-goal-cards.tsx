import { Gauge, Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { shareOf, type GoalRow, type MonthTense } from './goal-draft';
import { standingOf } from './goal-status';
import { ProgressBar, StandingBadge } from './standing-badge';

/** The store's month at a glance: units and gross against the goal, and the pace. */
export function StoreGoalCards({
  store,
  month,
  tense,
  today,
}: {
  store: GoalRow;
  month: string;
  tense: MonthTense;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const standing = standingOf(store, store.unitTarget, month, today);
  const unitShare = shareOf(store.actualUnits, store.unitTarget);
  const grossShare = shareOf(store.actualGross, store.grossTarget);
  const future = tense === 'future';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Card
        icon={Target}
        label={t('goals.cards.units')}
        value={future ? '–' : fmt.number(store.actualUnits)}
        of={
          store.unitTarget === null
            ? t('goals.cards.noGoal')
            : t('goals.cards.ofGoal', { target: fmt.number(store.unitTarget) })
        }
        badge={<StandingBadge standing={standing} />}
      >
        {unitShare !== null && !future ? (
          <>
            <ProgressBar share={unitShare} standing={standing} />
            <p className="mt-1.5 text-xs text-slate-500">
              {t('goals.cards.share', { share: fmt.percent(unitShare) })}
            </p>
          </>
        ) : null}
      </Card>
      <Card
        icon={TrendingUp}
        label={t('goals.cards.gross')}
        value={future ? '–' : fmt.money(store.actualGross)}
        of={
          store.grossTarget === null
            ? t('goals.cards.noGrossGoal')
            : t('goals.cards.ofGoal', { target: fmt.money(store.grossTarget) })
        }
      >
        {grossShare !== null && !future ? (
          <>
            <ProgressBar share={grossShare} />
            <p className="mt-1.5 text-xs text-slate-500">
              {t('goals.cards.share', { share: fmt.percent(grossShare) })}
            </p>
          </>
        ) : null}
      </Card>
      <Card
        icon={Gauge}
        label={t('goals.cards.pace')}
        value={
          standing.kind === 'pace'
            ? fmt.number(standing.projection)
            : standing.kind === 'met' || standing.kind === 'missed'
              ? t(`goals.standing.${standing.kind}`)
              : '–'
        }
        of={
          standing.kind === 'pace'
            ? t('goals.cards.projection')
            : tense === 'future'
              ? t('goals.cards.notStarted')
              : standing.kind === 'none'
                ? t('goals.cards.noGoal')
                : t('goals.cards.closed')
        }
        className="sm:col-span-2 lg:col-span-1"
      >
        {standing.kind === 'pace' ? (
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">{t('goals.cards.expected')}</dt>
              <dd className="font-semibold text-slate-800 tabular-nums">
                {fmt.number(standing.expected)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('goals.cards.neededPerDay')}</dt>
              <dd className="font-semibold text-slate-800 tabular-nums">
                {fmt.number(standing.neededPerDay)}
              </dd>
            </div>
          </dl>
        ) : null}
      </Card>
    </div>
  );
}

function Card({
  icon: Icon,
  label,
  value,
  of,
  badge,
  children,
  className = '',
}: {
  icon: typeof Target;
  label: string;
  value: string;
  of: string;
  badge?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Icon className="size-4 text-brand-600" aria-hidden="true" />
          {label}
        </p>
        {badge}
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 tabular-nums">
        {value}
      </p>
      <p className="text-sm text-slate-500">{of}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </section>
  );
}
