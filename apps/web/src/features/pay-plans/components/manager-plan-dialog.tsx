import { useTranslation } from 'react-i18next';
import { AmountField } from '@/entities/pay-plan/components/amount-field';
import { EffectiveMonth } from '@/entities/pay-plan/components/effective-month';
import { PlanDialogFrame } from './plan-dialog-frame';
import { MANAGER_PLAN_FORM, type ManagerPlanText } from './plan-forms';
import { summarizeManagerPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A sales manager's or GM's plan: salary, a share of the store's gross, a bonus per unit. */
export function ManagerPlanDialog(props: PlanDialogProps<'manager'>) {
  const { t } = useTranslation();
  const editor = usePlanEditor(props, MANAGER_PLAN_FORM, summarizeManagerPlan);
  const field = (name: keyof ManagerPlanText) => ({
    registration: editor.form.register(`plan.${name}`),
    error: editor.errorOf(`plan.${name}`),
  });

  return (
    <PlanDialogFrame {...editor.frame}>
      <EffectiveMonth
        registration={editor.form.register('effectiveFrom')}
        months={editor.months}
        error={editor.errorOf('effectiveFrom')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField label={t('payPlans.form.baseMonthly')} unit="$" {...field('baseMonthly')} />
        <AmountField
          label={t('payPlans.form.grossPercent')}
          unit="%"
          hint={t('payPlans.form.grossPercentHint')}
          {...field('grossPercent')}
        />
        <AmountField
          label={t('payPlans.form.perUnitBonus')}
          unit="$"
          hint={t('payPlans.form.perUnitBonusHint')}
          {...field('perUnitBonus')}
        />
      </div>
    </PlanDialogFrame>
  );
}
