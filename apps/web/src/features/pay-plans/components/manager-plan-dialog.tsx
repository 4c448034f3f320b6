import { EffectiveMonth } from '@/entities/pay-plan/components/effective-month';
import { ManagerPlanFields } from '@/entities/pay-plan/components/pay-plan-fields';
import { MANAGER_PLAN_FORM } from '@/entities/pay-plan/components/pay-plan-form';
import { PlanDialogFrame } from './plan-dialog-frame';
import { summarizeManagerPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A sales manager's or GM's plan, on the shared manager fields, from the month it takes effect. */
export function ManagerPlanDialog(props: PlanDialogProps<'manager'>) {
  const editor = usePlanEditor(props, MANAGER_PLAN_FORM, summarizeManagerPlan);
  return (
    <PlanDialogFrame {...editor.frame}>
      <EffectiveMonth
        registration={editor.form.register('effectiveFrom')}
        months={editor.months}
        error={editor.errorOf('effectiveFrom')}
      />
      <ManagerPlanFields form={editor.form} at="plan" errorOf={editor.errorOf} />
    </PlanDialogFrame>
  );
}
