import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { get, useFormState } from 'react-hook-form';
import { FIELD_ORDER, type DealFieldName, type DealFormValues } from '../lib/deal-form';
import type { FormFailure } from './use-save-deal';

/**
 * Above the form after a save attempt: what went wrong, and a link to each
 * field with a problem. Takes the focus when no field can (`focusCount` bumps).
 */
function DealFormAlert({
  failure,
  errorFields,
  focusCount,
  onPick,
}: {
  failure: FormFailure | undefined;
  errorFields: readonly DealFieldName[];
  focusCount: number;
  onPick: (field: DealFieldName) => void;
}) {
  const { t } = useTranslation();
  const label = (field: DealFieldName) =>
    field.startsWith('products.')
      ? t(`deals.products.${field.slice('products.'.length)}`)
      : t(`deals.fields.${field}`);
  const shown = errorFields.length > 0 || failure !== undefined;
  return (
    <FormAlert
      message={
        shown
          ? (failure?.message ?? t('deals.form.errors.fields', { count: errorFields.length }))
          : null
      }
      detail={failure?.detail}
      focusRequest={focusCount}
    >
      {errorFields.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {errorFields.map((field) => (
            <li key={field}>
              <button
                type="button"
                onClick={() => onPick(field)}
                className="font-medium text-rose-800 underline underline-offset-2 hover:text-rose-950"
              >
                {label(field)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

/** The error summary after a save attempt, and the notice that nothing changed. */
export function FormMessages({
  failure,
  notice,
  focusCount,
  onPick,
}: {
  failure: FormFailure | undefined;
  notice: string | undefined;
  focusCount: number;
  onPick: (field: DealFieldName) => void;
}) {
  const { errors, isSubmitted } = useFormState<DealFormValues>();
  const errorFields = isSubmitted
    ? FIELD_ORDER.filter((field) => get(errors, field) !== undefined)
    : [];
  return (
    <>
      <DealFormAlert
        failure={failure}
        errorFields={errorFields}
        focusCount={focusCount}
        onPick={onPick}
      />
      {notice ? (
        <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
    </>
  );
}
