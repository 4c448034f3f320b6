import { PRODUCTS, type Product } from '@das/shared/deals';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { fieldControl } from '@/components/ui/button-styles';
import { AmountField } from './amount-field';
import {
  PAY_PLAN_LIMITS,
  type PayPlanField,
  type PayPlanFieldError,
  type PayPlanFormValues,
} from './pay-plan-form';

/** The inputs of an F&I pay plan: effective month, base, back-end share, product bonuses. */
export function PayPlanFields({
  values,
  errors,
  months,
  onChange,
}: {
  values: PayPlanFormValues;
  errors: Partial<Record<PayPlanField, PayPlanFieldError>>;
  months: readonly string[];
  onChange: (values: PayPlanFormValues) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const monthId = useId();
  const setBonus = (product: Product, text: string) =>
    onChange({ ...values, bonuses: { ...values.bonuses, [product]: text } });

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={monthId} className="block text-sm font-medium text-slate-800">
          {t('payPlan.effectiveFrom')}
        </label>
        <select
          id={monthId}
          data-autofocus
          value={values.effectiveMonth}
          onChange={(event) => onChange({ ...values, effectiveMonth: event.target.value })}
          className={`${fieldControl} mt-1 sm:max-w-xs`}
        >
          {months.map((month) => (
            <option key={month} value={month}>
              {fmt.month(month)}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-slate-500">{t('payPlan.effectiveHint')}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          label={t('payPlan.baseMonthly')}
          unit="$"
          value={values.baseMonthly}
          error={errors.baseMonthly}
          limit={PAY_PLAN_LIMITS.money}
          onChange={(text) => onChange({ ...values, baseMonthly: text })}
        />
        <AmountField
          label={t('payPlan.backEndPercent')}
          unit="%"
          value={values.backEndPercent}
          error={errors.backEndPercent}
          limit={PAY_PLAN_LIMITS.percent}
          hint={t('payPlan.backEndHint')}
          onChange={(text) => onChange({ ...values, backEndPercent: text })}
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
              value={values.bonuses[product]}
              error={errors[`bonus.${product}`]}
              limit={PAY_PLAN_LIMITS.money}
              onChange={(text) => setBonus(product, text)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
