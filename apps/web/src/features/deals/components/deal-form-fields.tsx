import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import type { Product } from '@das/shared/deals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueOfError } from '@/lib/form-resolver';
import { dealFieldId, type DealFieldName, type DealFormValues } from '../lib/deal-form';
import { problemFromIssue } from '../lib/deal-form-issues';
import { Field, describedBy } from '@/components/ui/field';
import { ChoiceGroup, MoneyInput, type ChoiceOption } from './form-controls';
import { inputClass } from './styles';

type TextFieldName = Exclude<keyof DealFormValues, 'products'>;

/** The problem beside a field, worded through i18n from the code its error carries. */
export function useFieldProblem(): (field: DealFieldName) => string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState<DealFormValues>();
  return (field) => {
    const issue = issueOfError(get(errors, field));
    if (!issue) return undefined;
    const text = problemFromIssue({ field, ...issue });
    return t(text.key, text.values);
  };
}

/** A text or date input registered with the form, in the frame every field shares. */
export function TextField({
  field,
  label,
  hint,
  optional = false,
  className,
  type = 'text',
  maxLength,
  placeholder,
  inputMode,
  autoCapitalize,
  note,
  noteId,
}: {
  field: TextFieldName;
  label: string;
  hint?: string | undefined;
  optional?: boolean;
  className?: string;
  type?: 'text' | 'date';
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  autoCapitalize?: string;
  /** Shown below the control (a warning the field is not wrong for). */
  note?: ReactNode;
  /** The id of `note`, read with the field. */
  noteId?: string | undefined;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<DealFormValues>();
  const error = useFieldProblem()(field);
  const id = dealFieldId(field);
  const described = [describedBy(id, Boolean(hint) && !error, Boolean(error)), noteId]
    .filter(Boolean)
    .join(' ');
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional ? t('deals.form.optional') : undefined}
      className={className}
    >
      <input
        {...register(field)}
        id={id}
        type={type}
        data-entry=""
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass(Boolean(error), type === 'date' ? 'tabular-nums' : '')}
      />
      {note}
    </Field>
  );
}

/** An amount in dollars, registered with the form. */
export function MoneyField({
  field,
  label,
  hint,
  disabled = false,
}: {
  field: 'front_end_gross' | 'reserve' | `products.${Product}`;
  label: string;
  hint?: string | undefined;
  disabled?: boolean;
}) {
  const { register } = useFormContext<DealFormValues>();
  const error = useFieldProblem()(field);
  const id = dealFieldId(field);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <MoneyInput
        {...register(field)}
        id={id}
        data-entry=""
        disabled={disabled}
        placeholder="0"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, Boolean(hint) && !error, Boolean(error))}
      />
    </Field>
  );
}

/** A segmented choice bound to the form; `onPick` replaces the plain change (the deal type clears fields). */
export function ChoiceField<T extends 'vehicle_type' | 'deal_type' | 'status'>({
  field,
  legend,
  options,
  className,
  onPick,
}: {
  field: T;
  legend: string;
  options: readonly ChoiceOption<DealFormValues[T]>[];
  className?: string;
  onPick?: (value: DealFormValues[T]) => void;
}) {
  const { field: control } = useController<DealFormValues, T>({ name: field });
  const error = useFieldProblem()(field);
  return (
    <ChoiceGroup
      className={className}
      id={dealFieldId(field)}
      name={field}
      legend={legend}
      value={control.value}
      error={error}
      onChange={(next) => (onPick ? onPick(next) : control.onChange(next))}
      options={options}
    />
  );
}
