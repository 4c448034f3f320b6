import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import type { AmountError } from './pay-plan-form';

/** A labelled amount in dollars, percent or units, with its error or hint under it. */
export function AmountField({
  label,
  unit,
  value,
  error,
  limit,
  min,
  hint,
  compact = false,
  hideLabel = false,
  onChange,
}: {
  label: string;
  unit: '$' | '%' | 'units';
  value: string;
  error: AmountError | undefined;
  limit: number;
  min?: number;
  hint?: string;
  compact?: boolean;
  /** For a field whose label a row heading already gives (volume tiers). */
  hideLabel?: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const messageId = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={
          hideLabel
            ? 'sr-only'
            : `block font-medium text-slate-800 ${compact ? 'text-xs' : 'text-sm'}`
        }
      >
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        {unit === '$' ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-400"
          >
            $
          </span>
        ) : null}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`${error ? fieldControlInvalid : fieldControl} tabular-nums ${
            unit === '$' ? 'pl-7' : unit === '%' ? 'pr-8' : ''
          }`}
        />
        {unit === '%' ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-400"
          >
            %
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={messageId} className="mt-1 text-xs text-rose-700">
          {t(`payPlan.errors.${error}`, {
            limit: fmt.number(limit),
            min: fmt.number(min ?? 0),
          })}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
