import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveMonthOptions } from '@/components/pay-plan/pay-plan-form';
import type { PersonPlan } from '../api/get-pay-plans';
import { useSavePayPlanOfKind } from '../api/save-pay-plan';
import { AmountField } from './amount-field';
import { EffectiveMonth } from './effective-month';
import { PlanDialogFrame } from './plan-dialog-frame';
import {
  LIMITS,
  parseManagerForm,
  toManagerValues,
  type FormErrors,
  type ManagerPlanField,
  type ManagerPlanValues,
} from './plan-forms';
import { summarizeManagerPlan } from './plan-summary';
import { usePlanWords } from './use-plan-words';

/** A sales manager's or GM's plan: salary, a share of the store's gross, a bonus per unit. */
export function ManagerPlanDialog({
  person,
  today,
  onSaved,
  onClose,
}: {
  person: PersonPlan<'manager'>;
  today: string;
  onSaved: (effectiveFrom: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = usePlanWords();
  const months = effectiveMonthOptions(today);
  const [values, setValues] = useState<ManagerPlanValues>(() =>
    toManagerValues(person.plan, months[0] ?? today.slice(0, 7)),
  );
  const [errors, setErrors] = useState<FormErrors<ManagerPlanField>>({});
  const save = useSavePayPlanOfKind<'manager'>();
  const parsed = parseManagerForm(values);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const { effectiveFrom, plan } = parsed.value;
    save.mutate(
      { userId: person.userId, kind: 'manager', effectiveFrom, plan },
      { onSuccess: () => onSaved(effectiveFrom) },
    );
  }

  const field = (name: ManagerPlanField) => ({
    value: values[name],
    error: errors[name],
    onChange: (text: string) => setValues({ ...values, [name]: text }),
  });

  return (
    <PlanDialogFrame
      name={person.name}
      preview={parsed.ok ? words(summarizeManagerPlan(parsed.value.plan)) : null}
      saving={save.isPending}
      problem={Object.keys(errors).length > 0 ? 'invalid' : save.isError ? 'failed' : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
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
