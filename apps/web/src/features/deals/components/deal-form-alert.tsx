import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusCount === 0) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'center' });
  }, [focusCount]);

  if (errorFields.length === 0 && !failure) return null;
  const label = (field: DealFieldName) =>
    field.startsWith('products.')
      ? t(`deals.products.${field.slice('products.'.length)}`)
      : t(`deals.fields.${field}`);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        {failure?.message ?? t('deals.form.errors.fields', { count: errorFields.length })}
      </p>
      {failure?.detail ? <p className="mt-1 pl-6 text-sm text-red-800">{failure.detail}</p> : null}
      {errorFields.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-6 text-sm">
          {errorFields.map((field) => (
            <li key={field}>
              <button
                type="button"
                onClick={() => onPick(field)}
                className="font-medium text-red-800 underline underline-offset-2 hover:text-red-950"
              >
                {label(field)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
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
