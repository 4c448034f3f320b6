import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters, dateFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Panel } from '@/components/ui/panel';
import { shiftTimes } from '@/lib/format';
import { weekSummary } from './week';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelLink } from '@/components/ui/panel-link';

type Week = SalespersonDashboard['week'];

const SHIFT_STYLE = {
  opening: 'bg-brand-50 text-brand-700 ring-brand-100',
  mid: 'bg-sky-50 text-sky-800 ring-sky-100',
  closing: 'bg-indigo-50 text-indigo-800 ring-indigo-100',
  weekend: 'bg-violet-50 text-violet-800 ring-violet-100',
  off: 'bg-slate-100 text-slate-600 ring-slate-200',
} as const;

/** My shifts this week, today marked; days off also count in the goal pace. */
export function WeekScheduleCard({ week, today }: { week: Week; today: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const weekday = dateFormat(fmt.locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = dateFormat(fmt.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const longDay = dateFormat(fmt.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const summary = weekSummary(week);

  return (
    <Panel
      title={t('salesFloor.week.title')}
      description={
        week.length > 0
          ? t('salesFloor.week.summary', {
              working: summary.working,
              off: summary.off,
              count: summary.working,
            })
          : undefined
      }
      action={
        <PanelLink to={paths.dashboardSchedule.getHref()}>{t('salesFloor.week.open')}</PanelLink>
      }
    >
      {week.length === 0 ? (
        <PanelEmpty icon={CalendarDays} text={t('salesFloor.week.empty')} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('salesFloor.week.listLabel')}>
          {week.map(({ day, shift, minutes }) => {
            const isToday = day === today;
            const times = minutes ? shiftTimes(minutes, fmt.locale) : null;
            return (
              <li
                key={day}
                aria-current={isToday ? 'date' : undefined}
                className={`-mx-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-2 ${
                  isToday ? 'bg-brand-50/70' : ''
                }`}
              >
                <span className="flex min-w-0 items-baseline gap-2">
                  <span
                    className={`w-9 shrink-0 text-sm font-semibold ${isToday ? 'text-brand-700' : 'text-ink-900'}`}
                    aria-hidden="true"
                  >
                    {weekday.format(asDate(day))}
                  </span>
                  {isToday ? (
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-brand-700 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white"
                    >
                      {t('salesFloor.week.today')}
                    </span>
                  ) : (
                    <span className="text-xs whitespace-nowrap text-slate-500" aria-hidden="true">
                      {dayMonth.format(asDate(day))}
                    </span>
                  )}
                  <span className="sr-only">
                    {isToday
                      ? t('salesFloor.week.todayLong', { day: longDay.format(asDate(day)) })
                      : longDay.format(asDate(day))}
                  </span>
                </span>
                {shift ? (
                  <span className="ml-auto flex shrink-0 items-center gap-2">
                    {times ? (
                      <span className="text-xs text-slate-500 tabular-nums">
                        {t('salesFloor.week.hours', times)}
                      </span>
                    ) : null}
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${SHIFT_STYLE[shift]}`}
                    >
                      {t(`salesFloor.week.shifts.${shift}`)}
                    </span>
                  </span>
                ) : (
                  <span className="text-xs text-slate-500">{t('salesFloor.week.unplanned')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
