import { PayPlanFields } from '@/entities/pay-plan/components/pay-plan-fields';
import { parsePayPlanForm } from '@/entities/pay-plan/components/pay-plan-form';
import { usePayPlanForm } from '@/entities/pay-plan/components/use-pay-plan-form';
import type { PersonPlan } from '@/entities/pay-plan/api/get-pay-plans';
import { PlanDialogFrame } from './plan-dialog-frame';
import { summarizeFinancePlan } from './plan-summary';
import { usePlanWords } from './use-plan-words';

/** An F&I manager's plan, on the shared F&I editor: base, back-end share, product bonuses. */
export function FinancePlanDialog({
  person,
  today,
  onSaved,
  onClose,
}: {
  person: PersonPlan<'finance'>;
  today: string;
  onSaved: (effectiveFrom: string) => void;
  onClose: () => void;
}) {
  const words = usePlanWords();
  const form = usePayPlanForm({
    userId: person.userId,
    plan: person.plan,
    today,
    onSaved,
  });
  const parsed = parsePayPlanForm(form.values);
  return (
    <PlanDialogFrame
      name={person.name}
      preview={parsed.ok ? words(summarizeFinancePlan(parsed.value.plan)) : null}
      saving={form.save.isPending}
      problem={
        Object.keys(form.errors).length > 0 ? 'invalid' : form.save.isError ? 'failed' : null
      }
      onSubmit={form.onSubmit}
      onClose={onClose}
    >
      <PayPlanFields
        values={form.values}
        errors={form.errors}
        months={form.months}
        onChange={form.setValues}
      />
    </PlanDialogFrame>
  );
}
