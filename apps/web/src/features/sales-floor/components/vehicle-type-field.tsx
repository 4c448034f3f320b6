import { VEHICLE_TYPES } from '@das/shared/deals';
import type { CreateSaleInput } from '@das/shared/schemas/sales';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field';
import type { SaleFormValues } from './log-sale';

/**
 * New, Used or CPO as a segmented radio group (N, U and C pick one while it has focus).
 * Each is as wide as its name; one that does not fit goes on to the next line.
 */
export function VehicleTypeField({
  form,
  errorId,
  error,
}: {
  form: UseFormReturn<SaleFormValues, unknown, CreateSaleInput>;
  errorId: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const vehicleType = form.watch('vehicle_type');
  const invalid = form.formState.errors.vehicle_type !== undefined;
  return (
    <fieldset className="col-span-2 min-w-0 sm:col-span-2 lg:col-span-4">
      <legend className="text-sm font-medium text-slate-800">{t('salesFloor.logSale.type')}</legend>
      <div
        className={`mt-1 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-inset ${
          invalid ? 'ring-rose-400' : 'ring-slate-200'
        }`}
      >
        {VEHICLE_TYPES.map((type) => {
          const checked = vehicleType === type;
          return (
            <label
              key={type}
              className={`flex min-w-0 flex-auto cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium [overflow-wrap:anywhere] transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                checked
                  ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-ink-900'
              }`}
            >
              <input
                {...form.register('vehicle_type')}
                type="radio"
                value={type}
                className="sr-only"
              />
              {t(`salesFloor.vehicleTypes.${type}`)}
            </label>
          );
        })}
      </div>
      {invalid ? <FieldError id={errorId} message={error ?? ''} /> : null}
    </fieldset>
  );
}
