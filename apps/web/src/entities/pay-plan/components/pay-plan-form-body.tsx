import { useTranslation } from 'react-i18next';
import { PayPlanFields } from './pay-plan-fields';
import type { PayPlanFormState } from './use-pay-plan-form';

/** The plan's inputs, then what kept the last try from saving. */
export function PayPlanFormBody({ form }: { form: PayPlanFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <PayPlanFields
        values={form.values}
        errors={form.errors}
        months={form.months}
        onChange={form.setValues}
      />
      {Object.keys(form.errors).length > 0 ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('payPlan.fixErrors')}
        </p>
      ) : null}
      {form.save.isError ? (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {t('payPlan.saveError')}
        </p>
      ) : null}
    </>
  );
}
