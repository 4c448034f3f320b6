import type { FinancePayPlan } from '@das/shared/schemas/pay';
import { useState, type FormEvent } from 'react';
import { useSavePayPlan } from '../api/save-pay-plan';
import {
  effectiveMonthOptions,
  parsePayPlanForm,
  toFormValues,
  type PayPlanField,
  type PayPlanFieldError,
  type PayPlanFormValues,
} from './pay-plan-form';

/**
 * A new version of a manager's plan as a form: the months it may take effect
 * from, the values as typed (starting from the plan in force), the fields found
 * wrong on submit, and the save, which only runs when every field reads.
 */
export function usePayPlanForm({
  userId,
  plan,
  today,
  onSaved,
}: {
  userId: string;
  /** The plan in force, which the form starts from. */
  plan: FinancePayPlan;
  /** An ISO day: the first month offered is its month. */
  today: string;
  /** After the save, with the day the new version takes effect (YYYY-MM-01). */
  onSaved: (effectiveFrom: string) => void;
}) {
  const months = effectiveMonthOptions(today);
  const [values, setValues] = useState<PayPlanFormValues>(() =>
    toFormValues(plan, months[0] ?? today.slice(0, 7)),
  );
  const [errors, setErrors] = useState<Partial<Record<PayPlanField, PayPlanFieldError>>>({});
  const save = useSavePayPlan<'finance'>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePayPlanForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { userId, kind: 'finance', ...parsed.value },
      { onSuccess: () => onSaved(parsed.value.effectiveFrom) },
    );
  }

  return { months, values, setValues, errors, save, onSubmit };
}

export type PayPlanFormState = ReturnType<typeof usePayPlanForm>;
