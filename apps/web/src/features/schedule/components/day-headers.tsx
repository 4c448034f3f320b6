import { useTranslation } from 'react-i18next';
import { dateFormat, useFormatters } from '@/lib/format';

/** The grid's head: the person column, one column a day (today marked), weekly hours. */
export function DayHeaders({ days, today }: { days: readonly string[]; today: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const weekday = dateFormat(fmt.locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = dateFormat(fmt.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return (
    <thead>
      <tr>
        <th
          scope="col"
          className="sticky left-0 z-20 w-36 border-b border-slate-200 bg-white px-3 py-3 text-left text-xs font-medium text-slate-500 sm:w-52 sm:px-4"
        >
          {t('schedule.grid.person')}
        </th>
        {days.map((day) => {
          const isToday = day === today;
          return (
            <th
              key={day}
              scope="col"
              aria-current={isToday ? 'date' : undefined}
              className={`border-b border-slate-200 px-1.5 py-2.5 text-center font-medium ${
                isToday ? 'bg-brand-50 text-brand-700' : 'text-slate-600'
              }`}
            >
              <span className="block text-xs tracking-wide uppercase">
                {weekday.format(asDate(day))}
              </span>
              <span className="block text-sm font-semibold text-ink-900">
                {dayMonth.format(asDate(day))}
              </span>
              {isToday ? <span className="sr-only">{t('schedule.grid.today')}</span> : null}
            </th>
          );
        })}
        <th
          scope="col"
          className="border-b border-slate-200 px-3 py-3 text-right text-xs font-medium text-slate-500"
        >
          {t('schedule.grid.hours')}
        </th>
      </tr>
    </thead>
  );
}
