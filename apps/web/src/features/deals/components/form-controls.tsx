import type { ComponentProps } from 'react';
import { FieldError } from '@/components/ui/field';
import { inputClass } from './styles';

/** An amount in dollars: typed freely ("1,250.50"), read when saved. */
export function MoneyInput({
  invalid = false,
  className = '',
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-400"
      >
        $
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        className={inputClass(invalid, `pl-7 text-right tabular-nums ${className}`)}
        {...input}
      />
    </div>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** A longer name for screen readers (e.g. "Certified pre-owned" for "CPO"). */
  title?: string;
}

/**
 * A short set of exclusive choices as a segmented control: native radios, so
 * arrows move between them and the group is one Tab stop. Each choice is as wide
 * as its words; choices that do not fit on one line go on to the next.
 */
export function ChoiceGroup<T extends string>({
  id,
  name,
  legend,
  value,
  options,
  onChange,
  error,
  disabled = false,
  className = '',
}: {
  id: string;
  name: string;
  legend: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T) => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      id={id}
      className={`min-w-0 ${className}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              title={option.title}
              className={`relative flex min-w-0 flex-auto cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600 ${
                checked
                  ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                data-entry=""
                className="sr-only"
                aria-label={option.title}
              />
              <span
                className="min-w-0 [overflow-wrap:anywhere]"
                aria-hidden={option.title ? true : undefined}
              >
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}
