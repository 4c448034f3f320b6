import { UserRoundX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { TeamSummary } from './team-rows';

/** Each sales manager's team this month; pressing one shows just that team. */
export function TeamSummaries({
  summaries,
  selected,
  onSelect,
}: {
  summaries: readonly TeamSummary[];
  selected: string;
  onSelect: (team: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (summaries.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('team.summaries.label')}>
      {summaries.map((summary) => {
        const key = summary.managerId ?? 'none';
        const pressed = selected === key;
        const share = summary.goalUnits > 0 ? summary.units / summary.goalUnits : null;
        const Icon = summary.managerId ? Users : UserRoundX;
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? 'all' : key)}
              className={`flex w-full items-start gap-3 rounded-2xl p-4 text-left shadow-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                pressed
                  ? 'bg-brand-50 ring-brand-300'
                  : summary.managerId
                    ? 'bg-white ring-slate-200 hover:bg-slate-50'
                    : 'bg-amber-50 ring-amber-200 hover:bg-amber-100/60'
              }`}
            >
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${
                  summary.managerId ? 'bg-brand-50 text-brand-700' : 'bg-amber-100 text-amber-800'
                }`}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink-900">
                  {summary.managerName
                    ? t('team.summaries.teamOf', { name: summary.managerName })
                    : t('team.summaries.noTeam')}
                </span>
                <span className="block text-xs text-slate-600">
                  {t('team.summaries.salespeople', { count: summary.salespeople })}
                </span>
                <span className="mt-2 flex items-baseline gap-2">
                  <span className="text-lg font-semibold text-ink-900 tabular-nums">
                    {fmt.number(summary.units)}
                  </span>
                  <span className="text-xs text-slate-500">
                    {share === null
                      ? t('team.summaries.units')
                      : t('team.summaries.unitsOfGoal', {
                          goal: fmt.number(summary.goalUnits),
                          share: fmt.percent(share),
                        })}
                  </span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
