import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, dealFieldId } from '../lib/deal-form';
import { ChoiceField, TextField } from './deal-form-fields';
import { Section } from './deal-form-frame';
import { button } from './styles';

/** A stock number the server found on another open sale or deal of the store. */
export interface DuplicateStockWarning {
  stockNumber: string;
  saving: boolean;
  onSaveAnyway: () => void;
}

const WARNING_ID = `${dealFieldId('stock_number')}-duplicate`;

/** The deal's number and date, the customer, and the vehicle. */
export function VehicleSection({
  mode,
  duplicateStock,
}: {
  mode: 'create' | 'edit';
  duplicateStock: DuplicateStockWarning | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('deals.form.sections.deal')}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 xl:grid-cols-3">
        <TextField
          field="deal_number"
          label={t('deals.fields.deal_number')}
          maxLength={LIMITS.dealNumber}
          placeholder={t('deals.form.nextNumber')}
          optional={mode === 'create'}
        />
        <TextField field="deal_date" label={t('deals.fields.deal_date')} type="date" />
        <TextField
          field="customer_last_name"
          label={t('deals.fields.customer_last_name')}
          maxLength={LIMITS.customerLastName}
          autoCapitalize="words"
          className="col-span-2 sm:col-span-1"
        />
        <TextField
          field="stock_number"
          label={t('deals.fields.stock_number')}
          maxLength={LIMITS.stockNumber}
          autoCapitalize="characters"
          // The warning needs the width of a phone's row to be read.
          className={duplicateStock ? 'col-span-2 sm:col-span-1' : undefined}
          noteId={duplicateStock ? WARNING_ID : undefined}
          note={duplicateStock ? <DuplicateStockNote warning={duplicateStock} /> : null}
        />
        <TextField
          field="vin_last8"
          label={t('deals.fields.vin_last8')}
          maxLength={8}
          inputMode="numeric"
          placeholder="12345678"
        />
        <ChoiceField
          field="vehicle_type"
          className="col-span-2 sm:col-span-1"
          legend={t('deals.fields.vehicle_type')}
          options={[
            { value: 'New', label: t('deals.vehicleType.New') },
            { value: 'Used', label: t('deals.vehicleType.Used') },
            {
              value: 'CPO',
              label: t('deals.vehicleType.CPO'),
              title: t('deals.vehicleType.CPOLong'),
            },
          ]}
        />
      </div>
    </Section>
  );
}

/** Not an error: the stock may really be on two deals (a rewrite, a re-delivery), so saving stays possible. */
function DuplicateStockNote({ warning }: { warning: DuplicateStockWarning }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs/5 text-amber-900 ring-1 ring-amber-200">
      <p id={WARNING_ID} role="alert" className="flex items-start gap-1.5">
        <TriangleAlert className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden="true" />
        <span>{t('deals.form.duplicateStock.message', { stock: warning.stockNumber })}</span>
      </p>
      <button
        type="button"
        className={`${button.small} mt-2 py-1`}
        disabled={warning.saving}
        onClick={warning.onSaveAnyway}
      >
        {warning.saving ? t('deals.form.saving') : t('deals.form.duplicateStock.saveAnyway')}
      </button>
    </div>
  );
}
