import type { VehicleType } from '@das/shared/deals';
import type { CreateSaleInput, Sale } from '@das/shared/schemas/sales';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { duplicateStockOf, readFieldIssues } from '@/lib/field-issues';
import { errorOfIssue, issueOfError, sharedSchemaResolver } from '@/lib/form-resolver';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { useFormatters } from '@/lib/format';
import { useCreateSale } from '../api/create-sale';
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
 * The log-sale form's state and behaviour: validation with the shared schema,
 * the server's answers (field problems, a duplicate stock number, offline),
 * and the desk's keys. Enter moves to the next field (never submits), Ctrl
 * (or ⌘) + Enter saves, N/U/C pick the type. A saved sale clears the form,
 * keeping the day and the type.
 */
export interface LogSaleFormProps {
  dealershipId: number;
  /** The store's day: the date's default. */
  today: string;
  onLogged: (sale: Sale) => void;
}

export function useLogSaleForm({ dealershipId, today, onLogged }: LogSaleFormProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateSale();
  const resolver = useMemo(
    () => sharedSchemaResolver(saleFormSchema(dealershipId)),
    [dealershipId],
  );
  const form = useForm<SaleFormValues, unknown, CreateSaleInput>({
    resolver,
    defaultValues: emptySale(today, 'New'),
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    reset,
    formState: { errors },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Sale | null>(null);
  /** A sale refused for its stock number, kept to be saved anyway. */
  const [duplicate, setDuplicate] = useState<{ stock: string; input: CreateSaleInput } | null>(
    null,
  );
  const fieldId = (field: SaleField) => `${id}-${field}`;

  function focusField(field: SaleField) {
    if (field !== 'vehicle_type') return setFocus(field);
    const element = formRef.current;
    (
      element?.querySelector<HTMLInputElement>(`input[name="vehicle_type"]:checked`) ??
      element?.querySelector<HTMLInputElement>(`input[name="vehicle_type"]`)
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

  /** A text field's props: registered, labelled by id, and tied to its error. */
  const control = (field: SaleField) => ({
    ...register(field),
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
    className: errors[field] ? fieldControlInvalid : fieldControl,
  });
  /** A field's problem in words, if it has one. */
  const error = (field: SaleField) => {
    const issue = issueOfError(errors[field]);
    return issue ? message(problemFromIssue(field, issue)) : undefined;
  };

  return {
    id,
    form,
    formRef,
    fieldId,
    control,
    error,
    submit,
    onKeyDown,
    pending: create.isPending,
    saved: formError ? null : saved,
    formError,
    duplicate,
    saveAnyway: () => {
      if (duplicate) send({ ...duplicate.input, allow_duplicate_stock: true });
    },
    changeStockNumber: () => {
      setDuplicate(null);
      setFocus('stock_number');
    },
  };
}
