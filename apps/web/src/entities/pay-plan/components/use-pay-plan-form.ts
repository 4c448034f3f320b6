import type { PayPlanKind } from '@das/shared/schemas/pay';
import { useMemo, useState } from 'react';
import { get, useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { genericIssueText, readFieldIssues } from '@/lib/field-issues';
import { fieldPaths, issueOfError, placeServerIssues } from '@/lib/form-resolver';
import { useFormatters } from '@/lib/format';
import type { PlanOfKind } from '../api/get-pay-plans';
import { useSavePayPlan } from '../api/save-pay-plan';
import {
  effectiveMonthOptions,
  planFieldOf,
  planFormResolver,
  planFormSchema,
  planFormValues,
  planIssueText,
  type PlanFormKind,
  type PlanFormValues,
  type PlanRequest,
} from './pay-plan-form';

/**
 * A new version of someone's plan as a form (react-hook-form on the server's
 * schema): the months it may take effect from, the values as typed (starting
 * from the plan in force), each field's problem in words, the plan as typed
 * once it reads (for its summary), and the save, whose refusals show beside
 * their fields.
 */
export function usePayPlanForm<K extends PayPlanKind, T extends FieldValues>({
  form: kind,
  userId,
  plan,
  today,
  onSaved,
}: {
  form: PlanFormKind<K, T>;
  userId: string;
  /** The plan in force, which the form starts from. */
  plan: PlanOfKind[K];
  /** An ISO day: the first month offered is its month. */
  today: string;
  /** After the save, with the day the new version takes effect (YYYY-MM-01). */
  onSaved: (effectiveFrom: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const months = effectiveMonthOptions(today);
  const schema = useMemo(() => planFormSchema(kind), [kind]);
  const resolver = useMemo(() => planFormResolver(kind, today), [kind, today]);
  const form = useForm<PlanFormValues<T>, unknown, PlanRequest<K>>({
    resolver,
    defaultValues: planFormValues(kind, plan, `${months[0] ?? today.slice(0, 7)}-01`),
  });
  const save = useSavePayPlan<K>();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, isSubmitted } = form.formState;

  // The plan in words follows what is typed, once every field reads.
  const typed = form.watch();
  const parsed = schema.safeParse(typed);

  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await save.mutateAsync({ userId, ...request });
      onSaved(request.effectiveFrom);
    } catch (error) {
      const issues = readFieldIssues(error);
      const values = form.getValues();
      const other = placeServerIssues(
        form.setError,
        issues,
        fieldPaths(values) as Path<PlanFormValues<T>>[],
        (field) => planFieldOf(kind, field, values),
      );
      if (issues.length > 0 && other.length === 0) return;
      const reasons = other.map((issue) => {
        const text = genericIssueText(issue);
        return t(text.key, text.values);
      });
      setFailure([t('payPlan.saveError'), ...reasons].join(' '));
    }
  });

  /** The problem of a field (`plan.baseMonthly`), in words. */
  function errorOf(path: string): string | undefined {
    const issue = issueOfError(get(errors, path));
    if (!issue) return undefined;
    const text = planIssueText(issue);
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'number' ? fmt.number(value) : value,
      ]),
    );
    return t(text.key, values);
  }

  return {
    form,
    months,
    errorOf,
    /** The plan as typed, or null while a field doesn't read. */
    preview: parsed.success ? parsed.data.plan : null,
    saving: isSubmitting,
    /** What kept the last try from saving, if anything. */
    problem:
      failure ?? (isSubmitted && Object.keys(errors).length > 0 ? t('payPlan.fixErrors') : null),
    onSubmit,
  };
}

export type PayPlanFormState<K extends PayPlanKind, T extends FieldValues> = ReturnType<
  typeof usePayPlanForm<K, T>
>;
