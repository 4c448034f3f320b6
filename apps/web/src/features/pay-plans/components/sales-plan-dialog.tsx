import { EffectiveMonth } from '@/entities/pay-plan/components/effective-month';
import { SalesPlanFields } from '@/entities/pay-plan/components/pay-plan-fields';
import { SALES_PLAN_FORM } from '@/entities/pay-plan/components/pay-plan-form';
import { PlanDialogFrame } from './plan-dialog-frame';
import { summarizeSalesPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A salesperson's plan, on the shared salesperson fields, from the month it takes effect. */
export function SalesPlanDialog(props: PlanDialogProps<'salesperson'>) {
  const editor = usePlanEditor(props, SALES_PLAN_FORM, summarizeSalesPlan);
  return (
    <PlanDialogFrame {...editor.frame}>
      <EffectiveMonth
        registration={editor.form.register('effectiveFrom')}
        months={editor.months}
        error={editor.errorOf('effectiveFrom')}
      />
      <SalesPlanFields form={editor.form} at="plan" errorOf={editor.errorOf} />
    </PlanDialogFrame>
  );
}
