import { PRODUCTS, isEligibleForProduct } from '@das/shared/deals';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, dealFieldId, type DealFormValues } from '../lib/deal-form';
import { ChoiceField, MoneyField, TextField, useFieldProblem } from './deal-form-fields';
import { Section } from './deal-form-frame';
import { Field, describedBy } from '@/components/ui/field';
import { inputClass } from './styles';

/** Front gross, reserve and each product's profit (GAP is not sold on Cash deals). */
export function GrossSection() {
  const { t } = useTranslation();
  const dealType = useWatch<DealFormValues, 'deal_type'>({ name: 'deal_type' });
  return (
    <Section title={t('deals.form.sections.gross')}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <MoneyField field="front_end_gross" label={t('deals.fields.front_end_gross')} />
        <MoneyField
          field="reserve"
          label={t('deals.fields.reserve')}
          hint={t('deals.form.reserveHint')}
        />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">
        {t('deals.form.sections.products')}
      </h3>
      <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {PRODUCTS.map((product) => {
          const eligible = isEligibleForProduct(product, dealType);
          return (
            <div key={product}>
              <MoneyField
                field={`products.${product}`}
                label={t(`deals.products.${product}`)}
                disabled={!eligible}
                hint={eligible ? undefined : t('deals.form.gapNotOnCash')}
              />
            </div>
          );
        })}
      </div>
    </Section>
  );
}

/** Pending, funded or unwound, the funded date, and notes. */
export function StatusSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<DealFormValues>();
  const status = useWatch<DealFormValues, 'status'>({ name: 'status' });
  const notesError = useFieldProblem()('notes');
  const notesId = dealFieldId('notes');
  return (
    <Section title={t('deals.form.sections.status')}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <ChoiceField
          field="status"
          legend={t('deals.fields.status')}
          className="xl:col-span-2"
          options={[
            { value: 'Pending', label: t('common.dealStatus.Pending') },
            { value: 'Funded', label: t('common.dealStatus.Funded') },
            { value: 'Unwound', label: t('common.dealStatus.Unwound') },
          ]}
        />
        {status === 'Funded' ? (
          <TextField
            field="funded_date"
            label={t('deals.fields.funded_date')}
            type="date"
            hint={t('deals.form.fundedDateHint')}
            optional
          />
        ) : null}
      </div>
      <Field
        id={notesId}
        label={t('deals.fields.notes')}
        optional={t('deals.form.optional')}
        error={notesError}
        className="mt-4"
      >
        <textarea
          {...register('notes')}
          id={notesId}
          data-entry=""
          rows={3}
          maxLength={LIMITS.notes}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={describedBy(notesId, false, Boolean(notesError))}
          className={inputClass(Boolean(notesError), 'resize-y')}
        />
      </Field>
    </Section>
  );
}
