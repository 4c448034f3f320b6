import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field';

/** One target typed in place: labelled for screen readers by whose and which target it is. */
export function TargetInput({
  label,
  registration,
  error,
  money = false,
  placeholder,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  /** The target's problem, in words. */
  error: string | undefined;
  money?: boolean;
  placeholder?: string;
}) {
  const messageId = useId();
  return (
    <div className="relative">
      {money ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 left-2.5 text-sm text-slate-400"
        >
          $
        </span>
      ) : null}
      <input
        {...registration}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`${error ? fieldControlInvalid : fieldControl} py-1.5 text-right tabular-nums placeholder:text-slate-400 ${
          money ? 'w-32 pl-6' : 'w-20'
        }`}
      />
      {error ? (
        <div className="max-w-36 min-w-32 text-left">
          <FieldError id={messageId} message={error} />
        </div>
      ) : null}
    </div>
  );
}
