import { useTranslation } from 'react-i18next';
import type { GoalStanding } from './goal-status';

const TONE = {
  'on-track': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'slightly-behind': 'bg-amber-50 text-amber-900 ring-amber-200',
  behind: 'bg-orange-50 text-orange-900 ring-orange-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  met: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  missed: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

/** On pace, behind, met or missed, in words (the tint only repeats them). */
export function StandingBadge({ standing }: { standing: GoalStanding }) {
  const { t } = useTranslation();
  if (standing.kind === 'none') return null;
  const key = standing.kind === 'pace' ? standing.status : standing.kind;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[key]}`}
    >
      {standing.kind === 'pace' ? t(`goalStatus.${standing.status}`) : t(`goals.standing.${key}`)}
    </span>
  );
}

const BAR = {
  'on-track': 'bg-emerald-500',
  'slightly-behind': 'bg-amber-500',
  behind: 'bg-orange-500',
  neutral: 'bg-slate-400',
  met: 'bg-emerald-500',
  missed: 'bg-slate-400',
  none: 'bg-brand-600',
} as const;

/** A thin bar of a share of the goal, tinted like its standing; the number beside it says it. */
export function ProgressBar({
  share,
  standing,
}: {
  share: number | null;
  standing?: GoalStanding;
}) {
  const width = share === null ? 0 : Math.min(100, Math.max(0, share * 100));
  const tone = !standing
    ? BAR.none
    : standing.kind === 'pace'
      ? BAR[standing.status]
      : BAR[standing.kind];
  return (
    <span
      aria-hidden="true"
      className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <span className={`block h-full rounded-full ${tone}`} style={{ width: `${width}%` }} />
    </span>
  );
}
