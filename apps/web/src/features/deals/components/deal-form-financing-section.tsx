import { LENDERS, MANUFACTURERS, type DealType } from '@das/shared/deals';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLenders } from '@/entities/deal/api/get-lenders';
import { LIMITS, applyDealType, dealFieldId, type DealFormValues } from '../lib/deal-form';
import type { Choice } from '../lib/filter-choices';
import { Combobox } from './combobox';
import { ChoiceField, useFieldProblem } from './deal-form-fields';
import { Section } from './deal-form-frame';
import { Field, describedBy } from '@/components/ui/field';

const withOther = (names: readonly string[]): Choice[] =>
  [...new Set([...names, 'Other'])].map((name) => ({ value: name, label: name }));
const MAKE_CHOICES = withOther(MANUFACTURERS);

/** Deal type, lender and make: a Cash deal has no lender and no GAP. */
export function FinancingSection({ dealershipId }: { dealershipId: number }) {
  const { t } = useTranslation();
  const { getValues, setValue, getFieldState, trigger } = useFormContext<DealFormValues>();
  const lenders = useLenders(dealershipId);
  const lenderChoices = useMemo(() => withOther(lenders.data?.lenders ?? LENDERS), [lenders.data]);
  const cash = useWatch<DealFormValues, 'deal_type'>({ name: 'deal_type' }) === 'Cash';

  function pickDealType(next: DealType) {
    const values = applyDealType(getValues(), next);
    const options = { shouldDirty: true };
    setValue('deal_type', values.deal_type, options);
    setValue('lender', values.lender, options);
    setValue('products.gap', values.products.gap, options);
    // A problem the new type settles (a lender on Cash, GAP on Cash) goes at once.
    const shown = (['lender', 'products.gap'] as const).filter(
      (field) => getFieldState(field).error,
    );
    if (shown.length > 0) void trigger(shown);
  }

  return (
    <Section title={t('deals.form.sections.financing')}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[14rem_minmax(0,1.4fr)_minmax(0,1fr)]">
        <ChoiceField
          field="deal_type"
          legend={t('deals.fields.deal_type')}
          onPick={pickDealType}
          options={[
            { value: 'Finance', label: t('deals.dealType.Finance') },
            { value: 'Lease', label: t('deals.dealType.Lease') },
            { value: 'Cash', label: t('deals.dealType.Cash') },
          ]}
        />
        <TextCombobox
          field="lender"
          label={t('deals.fields.lender')}
          choices={lenderChoices}
          maxLength={LIMITS.lender}
          disabled={cash}
          hint={cash ? t('deals.form.noLenderOnCash') : undefined}
          placeholder={cash ? '' : t('deals.form.lenderPlaceholder')}
        />
        <TextCombobox
          field="manufacturer"
          label={t('deals.fields.manufacturer')}
          choices={MAKE_CHOICES}
          maxLength={LIMITS.manufacturer}
          optional
          placeholder={t('deals.form.makePlaceholder')}
        />
      </div>
    </Section>
  );
}

/** A combobox that also takes any typed text (lenders and makes outside the lists). */
function TextCombobox({
  field,
  label,
  choices,
  maxLength,
  disabled = false,
  optional = false,
  hint,
  placeholder,
}: {
  field: 'lender' | 'manufacturer';
  label: string;
  choices: readonly Choice[];
  maxLength: number;
  disabled?: boolean;
  optional?: boolean;
  hint?: string | undefined;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const { field: control } = useController<DealFormValues, typeof field>({ name: field });
  const error = useFieldProblem()(field);
  const id = dealFieldId(field);
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional ? t('deals.form.optional') : undefined}
    >
      <Combobox
        id={id}
        value={control.value}
        choices={choices}
        freeText
        disabled={disabled}
        maxLength={maxLength}
        placeholder={placeholder}
        invalid={Boolean(error)}
        describedBy={describedBy(id, Boolean(hint) && !error, Boolean(error))}
        emptyText={(typed) => t('deals.form.useTyped', { text: typed })}
        clearLabel={t('deals.form.clear')}
        toggleLabel={t('deals.form.showChoices')}
        onChange={control.onChange}
      />
    </Field>
  );
}
