import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldUnit } from './calculator-fields';

interface NumberFieldProps {
  id: string;
  label: string;
  unit: FieldUnit;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  hint?: string;
  error?: string;
}

/**
 * A labelled text input for a number, with its unit beside it. Text, not
 * type="number": the desk types "30,000" or "7,9", which number inputs reject
 * or silently empty. The unit, hint and error are read out with the field.
 */
export function NumberField({
  id,
  label,
  unit,
  value,
  onChange,
  optional = false,
  hint,
  error,
}: NumberFieldProps) {
  const { t } = useTranslation();
  const unitText =
    unit === 'currency'
      ? t('calculator.units.currency')
      : unit === 'percent'
        ? t('calculator.units.percent')
        : unit === 'months'
          ? t('calculator.units.months')
          : null;
  const prefix = unit === 'currency';
  const ids = {
    optional: `${id}-optional`,
    unit: `${id}-unit`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const describedBy = [
    unitText && ids.unit,
    optional && ids.optional,
    hint && ids.hint,
    error && ids.error,
  ]
    .filter(Boolean)
    .join(' ');

  const unitElement = unitText ? (
    <span
      id={ids.unit}
      className={`flex shrink-0 items-center text-sm text-slate-600 select-none ${prefix ? 'pl-3' : 'pr-3'}`}
    >
      {unitText}
    </span>
  ) : null;

  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {optional ? (
          <span id={ids.optional} className="shrink-0 text-xs text-slate-600">
            {t('calculator.optional')}
          </span>
        ) : null}
      </div>
      <div
        className={`mt-1.5 flex rounded-lg bg-white shadow-xs ring-1 ring-inset focus-within:ring-2 ${
          error
            ? 'ring-red-600 focus-within:ring-red-700'
            : 'ring-slate-300 focus-within:ring-brand-600'
        }`}
      >
        {prefix ? unitElement : null}
        <input
          id={id}
          type="text"
          inputMode={unit === 'months' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full min-w-0 flex-1 rounded-lg border-0 bg-transparent py-2.5 text-base text-slate-900 tabular-nums focus:outline-none focus-visible:outline-none sm:text-sm/6 ${
            prefix ? 'pr-3 pl-1.5' : unitText ? 'pr-1.5 pl-3' : 'px-3'
          }`}
        />
        {prefix ? null : unitElement}
      </div>
      {hint ? (
        <p id={ids.hint} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
