import { PayPlanFields } from '@/entities/pay-plan/components/pay-plan-fields';
import { FINANCE_PLAN_FORM } from '@/entities/pay-plan/components/pay-plan-form';
import { PlanDialogFrame } from './plan-dialog-frame';
import { summarizeFinancePlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** An F&I manager's plan, on the shared F&I fields: base, back-end share, product bonuses. */
export function FinancePlanDialog(props: PlanDialogProps<'finance'>) {
  const editor = usePlanEditor(props, FINANCE_PLAN_FORM, summarizeFinancePlan);
  return (
    <PlanDialogFrame {...editor.frame}>
      <PayPlanFields form={editor} />
    </PlanDialogFrame>
  );
}
