import { useTranslation } from 'react-i18next';
import { AmountField } from '@/entities/pay-plan/components/amount-field';
import { EffectiveMonth } from './effective-month';
import { PlanDialogFrame } from './plan-dialog-frame';
import { LIMITS, parseManagerForm, toManagerValues, type ManagerPlanField } from './plan-forms';
import { summarizeManagerPlan } from './plan-summary';
import { usePlanEditor, type PlanDialogProps } from './use-plan-editor';

/** A sales manager's or GM's plan: salary, a share of the store's gross, a bonus per unit. */
export function ManagerPlanDialog(props: PlanDialogProps<'manager'>) {
  const { t } = useTranslation();
  const { months, values, setValues, errors, frame } = usePlanEditor(props, {
    kind: 'manager',
    toValues: toManagerValues,
    parse: parseManagerForm,
    summarize: summarizeManagerPlan,
  });
  const field = (name: ManagerPlanField) => ({
    value: values[name],
    error: errors[name],
    onChange: (text: string) => setValues({ ...values, [name]: text }),
  });

  return (
    <PlanDialogFrame {...frame}>
      <EffectiveMonth
        value={values.effectiveMonth}
        months={months}
        onChange={(effectiveMonth) => setValues({ ...values, effectiveMonth })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField
          label={t('payPlans.form.baseMonthly')}
          unit="$"
          limit={LIMITS.money}
          {...field('baseMonthly')}
        />
        <AmountField
          label={t('payPlans.form.grossPercent')}
          unit="%"
          limit={LIMITS.percent}
          hint={t('payPlans.form.grossPercentHint')}
          {...field('grossPercent')}
        />
        <AmountField
          label={t('payPlans.form.perUnitBonus')}
          unit="$"
          limit={LIMITS.money}
          hint={t('payPlans.form.perUnitBonusHint')}
          {...field('perUnitBonus')}
        />
      </div>
    </PlanDialogFrame>
  );
}
