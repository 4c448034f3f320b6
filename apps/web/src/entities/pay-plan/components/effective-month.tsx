import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { fieldControl } from '@/components/ui/button-styles';

/** The first month the new version is paid on: this month or a later one. */
export function EffectiveMonth({
  value,
  months,
  onChange,
}: {
  value: string;
  months: readonly string[];
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('payPlans.form.effectiveFrom')}
      </label>
      <select
        id={id}
        data-autofocus
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControl} mt-1 sm:max-w-xs`}
      >
        {months.map((month) => (
          <option key={month} value={month}>
            {t('payPlans.form.fromMonth', { month: fmt.month(month) })}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('payPlans.form.effectiveHint')}
      </p>
    </div>
  );
}
