import { PERIOD_KEYS } from '@das/shared/periods';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFrame } from '@/components/ui/select-frame';
import { useFormatters } from '@/lib/format';
import { isMonth } from '@/entities/period/lib/period-options';

/**
 * The named periods as a segmented control (one select on a phone) and any
 * month from `months` in a select beside it.
 */
export function PeriodPicker({
  value,
  months,
  monthWords,
  onChange,
}: {
  value: string;
  /** Newest first. */
  months: readonly string[];
  /** The month select's label and its empty choice, where a page words them its own way. */
  monthWords?: { label: string; choose: string };
  onChange: (period: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const compactId = useId();
  const monthId = useId();
  const shownMonths = isMonth(value) && !months.includes(value) ? [value, ...months] : months;

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SelectFrame
        id={compactId}
        label={t('common.period.label')}
        icon={CalendarDays}
        className="sm:hidden"
      >
        <select
          id={compactId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full appearance-none rounded-lg bg-white py-2.5 pr-9 pl-9 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <optgroup label={t('common.period.named')}>
            {PERIOD_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`common.period.keys.${key}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('common.period.months')}>
            {shownMonths.map((month) => (
              <option key={month} value={month}>
                {fmt.month(month)}
              </option>
            ))}
          </optgroup>
        </select>
      </SelectFrame>

      <div
        role="group"
        aria-label={t('common.period.label')}
        className="hidden rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset sm:inline-flex sm:flex-wrap"
      >
        {PERIOD_KEYS.map((key) => {
          const active = value === key;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(key)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                active
                  ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-ink-900'
              }`}
            >
              {t(`common.period.keys.${key}`)}
            </button>
          );
        })}
      </div>

      <SelectFrame
        id={monthId}
        label={monthWords?.label ?? t('common.period.monthLabel')}
        icon={CalendarDays}
        className="hidden sm:block"
      >
        <select
          id={monthId}
          value={isMonth(value) ? value : ''}
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
          className={`appearance-none rounded-lg bg-white py-2 pr-9 pl-9 text-sm font-medium shadow-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600 ${
            isMonth(value) ? 'text-ink-900 ring-brand-600' : 'text-slate-600 ring-slate-300'
          }`}
        >
          <option value="">{monthWords?.choose ?? t('common.period.chooseMonth')}</option>
          {shownMonths.map((month) => (
            <option key={month} value={month}>
              {fmt.month(month)}
            </option>
          ))}
        </select>
      </SelectFrame>
    </div>
  );
}
