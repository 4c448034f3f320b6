import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import type { Sale } from '@das/shared/schemas/sales';
import { CheckCircle2, Keyboard, Loader2, Plus } from 'lucide-react';
import type { CreateSaleInput } from '@das/shared/schemas/sales';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { readFieldIssues } from '@/lib/field-issues';
import { errorOfIssue, issueOfError, sharedSchemaResolver } from '@/lib/form-resolver';
import { fieldControl, fieldControlInvalid, primaryButton } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';
import { useCreateSale } from '../api/create-sale';
import { duplicateStockOf } from '@/lib/field-issues';
import { DuplicateStockWarning } from './duplicate-stock-warning';
import { Field, FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import {
  SALE_FIELDS,
  SALE_LIMITS,
  emptySale,
  problemFromIssue,
  saleFormSchema,
  splitSaleIssues,
  type SaleField,
  type SaleFormValues,
  type SaleProblem,
} from './log-sale';

/** Keys that pick a vehicle type while the type is focused. */
const TYPE_KEYS: Record<string, VehicleType> = { n: 'New', u: 'Used', c: 'CPO' };

/**
 * Logging a sale in a few keystrokes: Enter moves to the next field, Ctrl
 * (or ⌘) + Enter saves from anywhere in the form. Problems show beside their
 * fields; a saved sale clears the form (keeping the day and the type) and
 * shows in recent sales at once.
 */
export function LogSaleForm({
  dealershipId,
  today,
  onLogged,
}: {
  dealershipId: number;
  /** The store's day: the date's default. */
  today: string;
  onLogged: (sale: Sale) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateSale();
  const resolver = useMemo(
    () => sharedSchemaResolver(saleFormSchema(dealershipId)),
    [dealershipId],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = useForm<SaleFormValues, unknown, CreateSaleInput>({
    resolver,
    defaultValues: emptySale(today, 'New'),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Sale | null>(null);
  /** A sale refused for its stock number, kept to be saved anyway. */
  const [duplicate, setDuplicate] = useState<{ stock: string; input: CreateSaleInput } | null>(
    null,
  );
  const fieldId = (field: SaleField) => `${id}-${field}`;
  const vehicleType = watch('vehicle_type');

  function focusField(field: SaleField) {
    if (field !== 'vehicle_type') return setFocus(field);
    const form = formRef.current;
    (
      form?.querySelector<HTMLInputElement>(`input[name="vehicle_type"]:checked`) ??
      form?.querySelector<HTMLInputElement>(`input[name="vehicle_type"]`)
    )?.focus();
  }

  function message(problem: SaleProblem): string {
    switch (problem.key) {
      case 'tooLong':
        return t('salesFloor.logSale.errors.tooLong', { max: problem.max });
      case 'issue':
        return t(problem.text.key, problem.text.values);
      case 'amountMin':
        return t('salesFloor.logSale.errors.amountMin', {
          min: fmt.moneyExact(SALE_LIMITS.amountMin),
        });
      case 'amountMax':
        return t('salesFloor.logSale.errors.amountMax', {
          max: fmt.money(SALE_LIMITS.amountMax),
        });
      default:
        return t(`salesFloor.logSale.errors.${problem.key}`);
    }
  }

  function send(input: CreateSaleInput) {
    if (create.isPending) return;
    setFormError(null);
    setDuplicate(null);
    create.mutate(input, {
      onSuccess: (sale) => {
        setSaved(sale);
        const { sale_date, vehicle_type } = getValues();
        reset(emptySale(sale_date, vehicle_type));
        onLogged(sale);
        focusField('customer_name');
      },
      onError: (error) => {
        setSaved(null);
        const stock = duplicateStockOf(error);
        if (stock !== undefined) {
          setDuplicate({ stock: stock || (input.stock_number ?? ''), input });
          return;
        }
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
          const { fields, other } = splitSaleIssues(readFieldIssues(error));
          const first = SALE_FIELDS.find((field) => fields[field]);
          for (const field of SALE_FIELDS) {
            const issue = fields[field];
            if (issue) setError(field, errorOfIssue(issue));
          }
          if (other.length > 0)
            setFormError(other.map((text) => t(text.key, text.values)).join(' '));
          else if (!first) setFormError(t('salesFloor.logSale.failed'));
          if (first) focusField(first);
          return;
        }
        setFormError(
          error instanceof ApiError && error.code === 'NETWORK_ERROR'
            ? t('salesFloor.logSale.offline')
            : t('salesFloor.logSale.failed'),
        );
      },
    });
  }
  const submit = handleSubmit(send);

  /** Enter moves to the next field (never submits); Ctrl/⌘+Enter saves. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target;
    if (
      target instanceof HTMLInputElement &&
      target.type === 'radio' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      const type = TYPE_KEYS[event.key.toLowerCase()];
      if (type) {
        event.preventDefault();
        setValue('vehicle_type', type, { shouldValidate: errors.vehicle_type !== undefined });
        formRef.current
          ?.querySelector<HTMLInputElement>(`input[name="vehicle_type"][value="${type}"]`)
          ?.focus();
        return;
      }
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void submit();
      return;
    }
    if (event.shiftKey || event.altKey || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    const at = SALE_FIELDS.indexOf(target.name as SaleField);
    const next = SALE_FIELDS[at + 1];
    if (next) focusField(next);
    else formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }

  const problemOf = (field: SaleField) => {
    const issue = issueOfError(errors[field]);
    return issue ? problemFromIssue(field, issue) : undefined;
  };
  const control = (field: SaleField) => ({
    ...register(field),
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
    className: errors[field] ? fieldControlInvalid : fieldControl,
  });
  const error = (field: SaleField) => {
    const problem = problemOf(field);
    return problem ? message(problem) : undefined;
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink-900">
          {t('salesFloor.logSale.title')}
        </h2>
        <p id={`${id}-keys`} className="flex items-center gap-1.5 text-xs text-slate-500">
          <Keyboard className="size-3.5 shrink-0" aria-hidden="true" />
          {t('salesFloor.logSale.keys')}
        </p>
      </div>

      <form
        ref={formRef}
        noValidate
        aria-describedby={`${id}-keys`}
        onSubmit={(event) => void submit(event)}
        onKeyDown={onKeyDown}
        className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-6 lg:grid-cols-12"
      >
        <Field
          id={fieldId('customer_name')}
          label={t('salesFloor.logSale.customer')}
          error={error('customer_name')}
          className="col-span-2 sm:col-span-3 lg:col-span-4"
        >
          <input
            {...control('customer_name')}
            type="text"
            autoComplete="off"
            maxLength={SALE_LIMITS.customer + 20}
            placeholder={t('salesFloor.logSale.customerPlaceholder')}
          />
        </Field>
        <Field
          id={fieldId('vehicle_model')}
          label={t('salesFloor.logSale.vehicle')}
          error={error('vehicle_model')}
          className="col-span-2 sm:col-span-3 lg:col-span-4"
        >
          <input
            {...control('vehicle_model')}
            type="text"
            autoComplete="off"
            maxLength={SALE_LIMITS.vehicle + 20}
            placeholder={t('salesFloor.logSale.vehiclePlaceholder')}
          />
        </Field>
        <fieldset className="col-span-2 min-w-0 sm:col-span-2 lg:col-span-4">
          <legend className="text-sm font-medium text-slate-800">
            {t('salesFloor.logSale.type')}
          </legend>
          <div
            className={`mt-1 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-inset ${
              errors.vehicle_type ? 'ring-rose-400' : 'ring-slate-200'
            }`}
          >
            {VEHICLE_TYPES.map((type) => {
              const checked = vehicleType === type;
              return (
                <label
                  key={type}
                  className={`flex cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                    checked
                      ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                      : 'text-slate-600 hover:text-ink-900'
                  }`}
                >
                  <input
                    {...register('vehicle_type')}
                    type="radio"
                    value={type}
                    className="sr-only"
                  />
                  {t(`salesFloor.vehicleTypes.${type}`)}
                </label>
              );
            })}
          </div>
          {errors.vehicle_type ? (
            <FieldError
              id={`${fieldId('vehicle_type')}-error`}
              message={error('vehicle_type') ?? ''}
            />
          ) : null}
        </fieldset>
        <Field
          id={fieldId('stock_number')}
          label={t('salesFloor.logSale.stock')}
          error={error('stock_number')}
          className="col-span-1 sm:col-span-2 lg:col-span-3"
        >
          <input
            {...control('stock_number')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={SALE_LIMITS.stock + 10}
          />
        </Field>
        <Field
          id={fieldId('amount')}
          label={t('salesFloor.logSale.amount')}
          required={t('salesFloor.logSale.required')}
          error={error('amount')}
          className="col-span-1 sm:col-span-2 lg:col-span-3"
        >
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
            >
              $
            </span>
            <input
              {...control('amount')}
              className={`${control('amount').className} pl-7 tabular-nums`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-required="true"
            />
          </div>
        </Field>
        <Field
          id={fieldId('sale_date')}
          label={t('salesFloor.logSale.date')}
          required={t('salesFloor.logSale.required')}
          error={error('sale_date')}
          className="col-span-1 sm:col-span-3 lg:col-span-3"
        >
          <input {...control('sale_date')} type="date" aria-required="true" />
        </Field>
        <div className="col-span-1 flex items-end sm:col-span-3 lg:col-span-3">
          <div className="w-full pt-6">
            <button type="submit" disabled={create.isPending} className={`${primaryButton} w-full`}>
              {create.isPending ? (
                <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              )}
              {create.isPending ? t('salesFloor.logSale.saving') : t('salesFloor.logSale.save')}
            </button>
          </div>
        </div>
      </form>

      <div aria-live="polite" className="mt-3 empty:hidden">
        {saved && !formError ? (
          <p className="flex items-center gap-2 text-sm text-emerald-800">
            <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {t('salesFloor.logSale.saved', {
              customer: saved.customer_name || t('salesFloor.sales.noCustomer'),
              amount: fmt.money(saved.amount),
              date: fmt.date(saved.sale_date),
            })}
          </p>
        ) : null}
      </div>
      {duplicate ? (
        <DuplicateStockWarning
          stockNumber={duplicate.stock}
          saving={create.isPending}
          onSaveAnyway={() => send({ ...duplicate.input, allow_duplicate_stock: true })}
          onChangeNumber={() => {
            setDuplicate(null);
            setFocus('stock_number');
          }}
        />
      ) : null}
      <FormAlert message={formError} className="mt-3" />
    </section>
  );
}
