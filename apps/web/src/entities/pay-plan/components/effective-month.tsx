import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { FieldError, describedBy } from '@/components/ui/field';
import { useFormatters } from '@/lib/format';

/** The first month the new version is paid on: this month or a later one (values YYYY-MM-01). */
export function EffectiveMonth({
  registration,
  months,
  error,
}: {
  registration: UseFormRegisterReturn;
  /** YYYY-MM, this month first. */
  months: readonly string[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('payPlans.form.effectiveFrom')}
      </label>
      <select
        {...registration}
        id={id}
        data-autofocus
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !error, Boolean(error))}
        className={`${error ? fieldControlInvalid : fieldControl} mt-1 sm:max-w-xs`}
      >
        {months.map((month) => (
          <option key={month} value={`${month}-01`}>
            {t('payPlans.form.fromMonth', { month: fmt.month(month) })}
          </option>
        ))}
      </select>
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {t('payPlans.form.effectiveHint')}
        </p>
      )}
    </div>
  );
}
