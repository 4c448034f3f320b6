import { FormAlert } from '@/components/ui/form-alert';
import { PayPlanFields } from './pay-plan-fields';
import type { FinancePlanText } from './pay-plan-form';
import type { PayPlanFormState } from './use-pay-plan-form';

/** The F&I plan's inputs, then what kept the last try from saving. */
export function PayPlanFormBody({ form }: { form: PayPlanFormState<'finance', FinancePlanText> }) {
  return (
    <>
      <PayPlanFields form={form} />
      <FormAlert message={form.problem} />
    </>
  );
}
