import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { TeamFigures } from '@/entities/sale/api/get-sales-manager-dashboard';

/** Days without a sale that make a row worth a second look. */
export const QUIET_DAYS = 7;

export function LastSale({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return <span className="text-slate-500">{t('team.lastSale.none')}</span>;
  const text =
    days === 0
      ? t('team.lastSale.today')
      : days === 1
        ? t('team.lastSale.yesterday')
        : t('team.lastSale.daysAgo', { count: days });
  return (
    <span className={days >= QUIET_DAYS ? 'font-medium text-amber-800' : 'text-slate-700'}>
      {text}
    </span>
  );
}

/** Units against the month's goal: the share in words and a bar. */
export function GoalShare({ figures }: { figures: TeamFigures }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (figures.goalUnits === null || figures.goalShare === null)
    return <span className="text-slate-400">{t('team.noGoal')}</span>;
  const share = figures.goalShare;
  const tone = share >= 1 ? 'bg-emerald-500' : share >= 0.6 ? 'bg-brand-600' : 'bg-amber-500';
  return (
    <span className="block min-w-24 space-y-1">
      <span className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800 tabular-nums">{fmt.percent(share)}</span>
        <span className="text-xs text-slate-500 tabular-nums">
          {t('team.ofGoal', { goal: fmt.number(figures.goalUnits) })}
        </span>
      </span>
      <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-slate-100">
        <span
          className={`block h-full rounded-full ${tone}`}
          style={{ width: `${Math.min(100, share * 100)}%` }}
        />
      </span>
    </span>
  );
}
