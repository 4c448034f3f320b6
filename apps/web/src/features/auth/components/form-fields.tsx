import { ChevronDown, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, describedBy } from '@/components/ui/field';
import { inputClass } from './styles';

interface FieldProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
  /** Ids of further descriptions, such as a password checklist. */
  describedBy?: string;
  className?: string;
}

/** A field's own ids (hint, error) and those of further descriptions, for aria-describedby. */
function fieldAria(
  inputId: string,
  { error, hint, describedBy: more }: Pick<FieldProps, 'error' | 'hint' | 'describedBy'>,
) {
  const ids = [describedBy(inputId, Boolean(hint) && !error, Boolean(error)), more]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  };
}

export function TextField(props: FieldProps) {
  const { label, error, hint, describedBy: _describedBy, className = '', id, ...input } = props;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        id={inputId}
        {...fieldAria(inputId, props)}
        className={inputClass(Boolean(error))}
        {...input}
      />
    </Field>
  );
}

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField(props: FieldProps) {
  const { label, error, hint, describedBy: _describedBy, className = '', id, ...input } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          {...fieldAria(inputId, props)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass(Boolean(error))} pr-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'auth.fields.hidePassword' : 'auth.fields.showPassword')}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 flex w-9 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </button>
      </div>
    </Field>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'className'> {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

/** A native select, so every browser and screen reader knows how to work it. */
export function SelectField(props: SelectFieldProps) {
  const { label, error, hint, className = '', id, children, ...select } = props;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={inputId}
          {...fieldAria(inputId, props)}
          className={`${inputClass(Boolean(error))} appearance-none pr-10`}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}

/** A checkbox whose label may hold links, with its error tied to it. */
export function CheckboxField({
  label,
  error,
  className = '',
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  error?: string;
  className?: string;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-400 accent-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm/5 text-slate-700">
          {label}
        </label>
      </div>
      {error && <FieldError id={`${inputId}-error`} message={error} />}
    </div>
  );
}
