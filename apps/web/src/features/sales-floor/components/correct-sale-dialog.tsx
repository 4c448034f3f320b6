import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import type { FieldIssue } from '@das/shared/errors';
import type { Sale, UpdateSaleInput } from '@das/shared/schemas/sales';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import {
  fieldControl,
  fieldControlInvalid,
  primaryButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { genericIssueText, readFieldIssues } from '@/lib/field-issues';
import { useCorrectSale } from '../api/change-sale';
import { duplicateStockOf } from '@/lib/field-issues';
import { DuplicateStockWarning } from './duplicate-stock-warning';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';

type Draft = Record<
  'customer_name' | 'vehicle_model' | 'stock_number' | 'amount' | 'sale_date',
  string
> & {
  vehicle_type: VehicleType | '';
};

const draftOf = (sale: Sale): Draft => ({
  customer_name: sale.customer_name ?? '',
  vehicle_model: sale.vehicle_model ?? '',
  vehicle_type: sale.vehicle_type ?? '',
  stock_number: sale.stock_number ?? '',
  amount: sale.amount.toFixed(2),
  sale_date: sale.sale_date,
});

/** What changed, as the PATCH names it; the server checks every rule (dates by the store's day). */
function changeOf(sale: Sale, draft: Draft): UpdateSaleInput {
  const before = draftOf(sale);
  const change: UpdateSaleInput = {};
  if (draft.customer_name !== before.customer_name)
    change.customer_name = draft.customer_name || null;
  if (draft.vehicle_model !== before.vehicle_model)
    change.vehicle_model = draft.vehicle_model || null;
  if (draft.vehicle_type !== before.vehicle_type) change.vehicle_type = draft.vehicle_type || null;
  if (draft.stock_number !== before.stock_number) change.stock_number = draft.stock_number || null;
  if (draft.sale_date !== before.sale_date) change.sale_date = draft.sale_date;
  if (draft.amount !== before.amount) {
    const amount = Number(draft.amount.replace(/[$,\s]/g, ''));
    change.amount = Number.isFinite(amount) ? amount : Number.NaN;
  }
  return change;
}

/** Correcting a pending sale: the fields the floor logs, checked by the server. */
export function CorrectSaleDialog({
  sale,
  today,
  onClose,
}: {
  sale: Sale;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const correct = useCorrectSale();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sale));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const errorText = (field: string) => {
    const issue = issueOf(field);
    if (!issue) return undefined;
    const text = genericIssueText(issue);
    return t(text.key, text.values);
  };
  const control = (field: keyof Draft) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    'aria-invalid': issueOf(field) ? true : undefined,
    'aria-describedby': issueOf(field) ? `${id}-${field}-error` : undefined,
    className: issueOf(field) ? fieldControlInvalid : fieldControl,
  });

  function save(allowDuplicate = false) {
    const change = changeOf(sale, draft);
    if (Object.keys(change).length === 0) return onClose();
    setIssues([]);
    setFormError(null);
    setDuplicate(null);
    correct.mutate(
      { id: sale.id, input: allowDuplicate ? { ...change, allow_duplicate_stock: true } : change },
      {
        onSuccess: onClose,
        onError: (error) => {
          const stock = duplicateStockOf(error);
          if (stock !== undefined) return setDuplicate(stock || draft.stock_number);
          const found = readFieldIssues(error);
          if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && found.length > 0) {
            return setIssues(found);
          }
          setFormError(
            error instanceof ApiError && error.code === 'CONFLICT'
              ? t('salesFloor.correctSale.notPending')
              : t('salesFloor.correctSale.failed'),
          );
        },
      },
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    save();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('salesFloor.correctSale.title')}
      description={t('salesFloor.correctSale.description')}
    >
      <form noValidate onSubmit={submit} className="grid grid-cols-2 gap-3 px-5 py-4 sm:px-6">
        <Field
          id={`${id}-customer_name`}
          label={t('salesFloor.logSale.customer')}
          error={errorText('customer_name')}
          className="col-span-2"
        >
          <input {...control('customer_name')} type="text" autoComplete="off" data-autofocus />
        </Field>
        <Field
          id={`${id}-vehicle_model`}
          label={t('salesFloor.logSale.vehicle')}
          error={errorText('vehicle_model')}
          className="col-span-2 sm:col-span-1"
        >
          <input {...control('vehicle_model')} type="text" autoComplete="off" />
        </Field>
        <Field
          id={`${id}-vehicle_type`}
          label={t('salesFloor.logSale.type')}
          error={errorText('vehicle_type')}
          className="col-span-2 sm:col-span-1"
        >
          <select {...control('vehicle_type')}>
            <option value="">—</option>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`salesFloor.vehicleTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-stock_number`}
          label={t('salesFloor.logSale.stock')}
          error={errorText('stock_number')}
          className="col-span-1"
        >
          <input
            {...control('stock_number')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <Field
          id={`${id}-amount`}
          label={t('salesFloor.logSale.amount')}
          error={errorText('amount')}
          className="col-span-1"
        >
          <input {...control('amount')} type="text" inputMode="decimal" autoComplete="off" />
        </Field>
        <Field
          id={`${id}-sale_date`}
          label={t('salesFloor.logSale.date')}
          error={errorText('sale_date')}
          className="col-span-2 sm:col-span-1"
        >
          <input {...control('sale_date')} type="date" max={today} />
        </Field>
        <div className="col-span-2">
          {duplicate !== null ? (
            <DuplicateStockWarning
              stockNumber={duplicate}
              saving={correct.isPending}
              onSaveAnyway={() => save(true)}
              onChangeNumber={() => {
                setDuplicate(null);
                document.getElementById(`${id}-stock_number`)?.focus();
              }}
            />
          ) : null}
          <FormAlert message={formError} />
        </div>
        <div className="col-span-2 flex flex-wrap justify-end gap-2 pt-1">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('salesFloor.correctSale.dismiss')}
          </button>
          <button type="submit" className={primaryButton} disabled={correct.isPending}>
            {correct.isPending ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {correct.isPending ? t('salesFloor.logSale.saving') : t('salesFloor.correctSale.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
