import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, iconButton, secondaryButton } from '@/components/ui/button-styles';
import { mondayOf } from '@das/shared/periods';
import { isIsoDay, shiftWeek } from './week-days';

/** Previous and next week, back to this week, or straight to the week of a date. */
export function WeekToolbar({
  week,
  thisWeek,
  onChange,
}: {
  week: string;
  thisWeek: string;
  onChange: (week: string) => void;
}) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2 print:hidden">
      <div className="flex items-center gap-1.5" role="group" aria-label={t('schedule.week.nav')}>
        <button
          type="button"
          onClick={() => onChange(shiftWeek(week, -1))}
          className={iconButton}
          aria-label={t('schedule.week.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onChange(thisWeek)}
          disabled={week === thisWeek}
          aria-current={week === thisWeek ? 'date' : undefined}
          className={secondaryButton}
        >
          {t('schedule.week.thisWeek')}
        </button>
        <button
          type="button"
          onClick={() => onChange(shiftWeek(week, 1))}
          className={iconButton}
          aria-label={t('schedule.week.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="relative">
        <label htmlFor={dateId} className="sr-only">
          {t('schedule.week.goTo')}
        </label>
        <CalendarDays
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={dateId}
          type="date"
          value={week}
          onChange={(event) => {
            if (isIsoDay(event.target.value)) onChange(mondayOf(event.target.value));
          }}
          className={`${fieldControl} w-44 pl-9 tabular-nums`}
        />
      </div>
    </div>
  );
}
