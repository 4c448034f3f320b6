import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { GROSS_LIMIT, UNIT_LIMIT, type GoalError } from './goal-draft';

/** One target typed in place: labelled for screen readers by whose and which target it is. */
export function TargetInput({
  label,
  value,
  error,
  money = false,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  error: GoalError | undefined;
  money?: boolean;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
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
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`${error ? fieldControlInvalid : fieldControl} py-1.5 text-right tabular-nums placeholder:text-slate-400 ${
          money ? 'w-32 pl-6' : 'w-20'
        }`}
      />
      {error ? (
        <p id={messageId} className="mt-1 max-w-36 text-xs text-rose-700">
          {t(`goals.errors.${error}`, {
            limit: fmt.number(money ? GROSS_LIMIT : UNIT_LIMIT),
          })}
        </p>
      ) : null}
    </div>
  );
}
