import { shiftMonth } from '@das/shared/periods';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';

/** How far back the forms' month choices go. */
const MONTHS_BACK = 36;

/** A month (YYYY-MM) from the current one back three years, newest first. */
export function MonthSelect({
  value,
  currentMonth,
  onChange,
}: {
  value: string;
  currentMonth: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const months = Array.from({ length: MONTHS_BACK }, (_, index) =>
    shiftMonth(currentMonth, -index),
  );
  const shown = months.includes(value) ? months : [value, ...months];
  return (
    <div className="w-full sm:w-56">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('forms.fields.month')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControl} mt-1 py-2.5`}
      >
        {shown.map((month) => (
          <option key={month} value={month}>
            {fmt.month(month)}
          </option>
        ))}
      </select>
    </div>
  );
}
