import { PRODUCTS } from '@das/shared/deals';
import { useTranslation } from 'react-i18next';
import { AmountField } from './amount-field';
import { EffectiveMonth } from './effective-month';
import type { FinancePlanText } from './pay-plan-form';
import type { PayPlanFormState } from './use-pay-plan-form';

/** The inputs of an F&I pay plan: effective month, base, back-end share, product bonuses. */
export function PayPlanFields({ form }: { form: PayPlanFormState<'finance', FinancePlanText> }) {
  const { t } = useTranslation();
  const { register } = form.form;
  return (
    <div className="space-y-5">
      <EffectiveMonth
        registration={register('effectiveFrom')}
        months={form.months}
        error={form.errorOf('effectiveFrom')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          label={t('payPlan.baseMonthly')}
          unit="$"
          registration={register('plan.baseMonthly')}
          error={form.errorOf('plan.baseMonthly')}
        />
        <AmountField
          label={t('payPlan.backEndPercent')}
          unit="%"
          hint={t('payPlan.backEndHint')}
          registration={register('plan.backEndPercent')}
          error={form.errorOf('plan.backEndPercent')}
        />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('payPlan.bonuses')}</legend>
        <p className="text-xs text-slate-500">{t('payPlan.bonusesHint')}</p>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PRODUCTS.map((product) => (
            <AmountField
              key={product}
              label={t(`finance.productNames.${product}`)}
              unit="$"
              compact
              registration={register(`plan.productBonuses.${product}`)}
              error={form.errorOf(`plan.productBonuses.${product}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
