import { useState, type FormEvent } from 'react';
import { effectiveMonthOptions } from '@/entities/pay-plan/components/pay-plan-form';
import type { PersonPlan, PlanOfKind } from '@/entities/pay-plan/api/get-pay-plans';
import { useSavePayPlan } from '@/entities/pay-plan/api/save-pay-plan';
import type { FormErrors, Parsed } from './plan-forms';
import type { SummaryPart } from './plan-summary';
import { usePlanWords } from './use-plan-words';

type FloorKind = 'salesperson' | 'manager';

/** What the page gives a plan dialog. */
export interface PlanDialogProps<K extends FloorKind> {
  person: PersonPlan<K>;
  /** An ISO day: the first month offered is its month. */
  today: string;
  /** After the save, with the day the new version takes effect (YYYY-MM-01). */
  onSaved: (effectiveFrom: string) => void;
  onClose: () => void;
}

/**
 * A floor plan's editor: the values as typed (starting from the plan in
 * force), the fields found wrong on submit, and the save, which only runs when
 * every field reads. `frame` is what PlanDialogFrame needs, the plan in words
 * as it stands included.
 */
export function usePlanEditor<
  K extends FloorKind,
  V extends { effectiveMonth: string },
  F extends string,
>(
  { person, today, onSaved, onClose }: PlanDialogProps<K>,
  {
    kind,
    toValues,
    parse,
    summarize,
  }: {
    kind: K;
    toValues: (plan: PlanOfKind[K], effectiveMonth: string) => V;
    parse: (values: V) => Parsed<PlanOfKind[K], F>;
    summarize: (plan: PlanOfKind[K]) => SummaryPart[];
  },
) {
  const words = usePlanWords();
  const months = effectiveMonthOptions(today);
  const [values, setValues] = useState<V>(() =>
    toValues(person.plan, months[0] ?? today.slice(0, 7)),
  );
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const save = useSavePayPlan<K>();
  const parsed = parse(values);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const { effectiveFrom, plan } = parsed.value;
    save.mutate(
      { userId: person.userId, kind, effectiveFrom, plan },
      { onSuccess: () => onSaved(effectiveFrom) },
    );
  }

  return {
    months,
    values,
    setValues,
    errors,
    frame: {
      name: person.name,
      preview: parsed.ok ? words(summarize(parsed.value.plan)) : null,
      saving: save.isPending,
      problem: (Object.keys(errors).length > 0 ? 'invalid' : save.isError ? 'failed' : null) as
        'invalid' | 'failed' | null,
      onSubmit,
      onClose,
    },
  };
}
