import { CheckCircle2, Keyboard, Loader2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFormatters } from '@/lib/format';
import { DuplicateStockWarning } from './duplicate-stock-warning';
import { SALE_LIMITS } from './log-sale';
import { useLogSaleForm, type LogSaleFormProps } from './use-log-sale-form';
import { VehicleTypeField } from './vehicle-type-field';

/**
 * Logging a sale in a few keystrokes: Enter moves to the next field, Ctrl
 * (or ⌘) + Enter saves from anywhere in the form. Problems show beside their
 * fields; a saved sale clears the form (keeping the day and the type) and
 * shows in recent sales at once.
 */
export function LogSaleForm(props: LogSaleFormProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const sale = useLogSaleForm(props);
  const { id, fieldId, control, error, saved, duplicate, formError } = sale;

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
        ref={sale.formRef}
        noValidate
        aria-describedby={`${id}-keys`}
        onSubmit={(event) => void sale.submit(event)}
        onKeyDown={sale.onKeyDown}
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
        <VehicleTypeField
          form={sale.form}
          errorId={`${fieldId('vehicle_type')}-error`}
          error={error('vehicle_type')}
        />
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
          className="col-span-2 sm:col-span-3 lg:col-span-3"
        >
          <input {...control('sale_date')} type="date" aria-required="true" />
        </Field>
        {/* A whole row on a phone: the button's words are long in some languages. */}
        <div className="col-span-2 flex items-end sm:col-span-3 lg:col-span-3">
          <div className="w-full pt-6">
            <button type="submit" disabled={sale.pending} className={`${primaryButton} w-full`}>
              {sale.pending ? (
                <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              )}
              {sale.pending ? t('salesFloor.logSale.saving') : t('salesFloor.logSale.save')}
            </button>
          </div>
        </div>
      </form>

      <div aria-live="polite" className="mt-3 empty:hidden">
        {saved ? (
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
          saving={sale.pending}
          onSaveAnyway={sale.saveAnyway}
          onChangeNumber={sale.changeStockNumber}
        />
      ) : null}
      <FormAlert message={formError} className="mt-3" />
    </section>
  );
}
