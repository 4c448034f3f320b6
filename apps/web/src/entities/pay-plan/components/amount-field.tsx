import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { FieldError, describedBy } from '@/components/ui/field';

/** A labelled amount in dollars, percent or units, with its error or hint under it. */
export function AmountField({
  label,
  unit,
  registration,
  error,
  hint,
  compact = false,
  hideLabel = false,
}: {
  label: string;
  unit: '$' | '%' | 'units';
  registration: UseFormRegisterReturn;
  /** The field's problem, in words. */
  error: string | undefined;
  hint?: string;
  compact?: boolean;
  /** For a field whose label a row heading already gives (volume tiers). */
  hideLabel?: boolean;
}) {
  const id = useId();
  const showHint = Boolean(hint) && !error;
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
          {...registration}
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, showHint, Boolean(error))}
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
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      {showHint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
