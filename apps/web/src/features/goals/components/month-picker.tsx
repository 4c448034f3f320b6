import { CalendarRange, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftMonth } from '@das/shared/periods';
import { useFormatters } from '@/lib/format';
import { fieldControl, iconButton, secondaryButton } from '@/components/ui/button-styles';

/** Month by month, a list of the months (marked when they have goals), or back to this month. */
export function MonthPicker({
  month,
  current,
  choices,
  withGoals,
  onChange,
}: {
  month: string;
  current: string;
  choices: readonly string[];
  withGoals: ReadonlySet<string>;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <button
          type="button"
          onClick={() => onChange(shiftMonth(month, -1))}
          className={iconButton}
          aria-label={t('goals.month.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="relative w-full min-w-0 flex-1 sm:w-72 sm:flex-none">
          <label htmlFor={id} className="sr-only">
            {t('goals.month.label')}
          </label>
          <CalendarRange
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <select
            id={id}
            value={month}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldControl} cursor-pointer appearance-none pr-9 pl-9`}
          >
            {[
              { key: 'withGoals', months: choices.filter((choice) => withGoals.has(choice)) },
              { key: 'withoutGoals', months: choices.filter((choice) => !withGoals.has(choice)) },
            ].map((group) =>
              group.months.length === 0 ? null : (
                <optgroup key={group.key} label={t(`goals.month.${group.key}`)}>
                  {group.months.map((choice) => (
                    <option key={choice} value={choice}>
                      {fmt.month(choice)}
                    </option>
                  ))}
                </optgroup>
              ),
            )}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
        </div>
        <button
          type="button"
          onClick={() => onChange(shiftMonth(month, 1))}
          className={iconButton}
          aria-label={t('goals.month.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        onClick={() => onChange(current)}
        disabled={month === current}
        className={secondaryButton}
      >
        {t('goals.month.thisMonth')}
      </button>
    </div>
  );
}
