import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { genericIssueText, readFieldIssues } from '@/lib/field-issues';
import { fieldPaths, issueOfError, placeServerIssues } from '@/lib/form-resolver';
import { useFormatters } from '@/lib/format';
import { useSaveGoals } from '../api/save-goals';
import { editedCount, rowKey, targetsFromMonth, type GoalRow } from './goal-draft';
import {
  goalChanges,
  goalFieldOf,
  goalFormValues,
  goalIssueText,
  goalsFormResolver,
  type GoalFormValues,
  type GoalsRequest,
} from './goals-form';

/**
 * A month's goals typed in place (react-hook-form on the server's schema):
 * the saved targets as loaded, kept up to date while nothing is typed over
 * them, the count of changed rows, each input's problem in words, and the
 * save of the rows that changed, whose refusals show beside their inputs.
 */
export function useGoalsForm({
  dealershipId,
  month,
  rows,
  onSaved,
}: {
  dealershipId: number | null;
  month: string;
  /** The month's rows as loaded; empty until they are. */
  rows: readonly GoalRow[];
  onSaved: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const save = useSaveGoals(dealershipId);
  const resolver = useMemo(() => goalsFormResolver(rows, month), [rows, month]);
  const form = useForm<GoalFormValues, unknown, GoalsRequest>({
    resolver,
    defaultValues: goalFormValues(rows),
    // The inputs sit in a table that scrolls under a sticky name column and a save bar.
    shouldFocusError: false,
  });
  const { reset, control, setError, getValues, getFieldState, handleSubmit, formState } = form;
  const [failed, setFailed] = useState<string | null>(null);

  // Rows of another month start the form again; the same month's rows fetched
  // anew (after a save elsewhere) update what nobody has typed over.
  const shownMonth = useRef(month);
  useEffect(() => {
    const sameMonth = shownMonth.current === month;
    shownMonth.current = month;
    reset(goalFormValues(rows), { keepDirtyValues: sameMonth });
    if (!sameMonth) setFailed(null);
  }, [rows, month, reset]);

  const targets = useWatch({ control, name: 'targets' });
  const edited = editedCount(rows, targets);

  function discard() {
    setFailed(null);
    reset(goalFormValues(rows));
  }

  /** Starts the month from another month's targets, for the people still here. */
  function startFrom(source: readonly GoalRow[]) {
    setFailed(null);
    reset(
      { targets: { ...goalFormValues(rows).targets, ...targetsFromMonth(rows, source) } },
      {
        keepDefaultValues: true,
      },
    );
  }

  /** The first input with a problem takes the focus, scrolled clear of the sticky column and bar. */
  function focusFirstProblem() {
    const first = fieldPaths(getValues()).find(
      (path) => getFieldState(path as `targets.${string}`).error !== undefined,
    );
    const input = first ? document.getElementsByName(first)[0] : undefined;
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }

  const submit = handleSubmit(async (request) => {
    setFailed(null);
    try {
      const saved = await save.mutateAsync(request);
      reset(goalFormValues(saved.goals));
      onSaved(saved.month);
    } catch (error) {
      const issues = readFieldIssues(error);
      const values = getValues();
      const other = placeServerIssues(
        setError,
        issues,
        fieldPaths(values) as `targets.${string}`[],
        (field) => goalFieldOf(rows, field, values),
      );
      focusFirstProblem();
      if (issues.length > 0 && other.length === 0) return;
      const reasons = other.map((issue) => {
        const text = genericIssueText(issue);
        return t(text.key, text.values);
      });
      setFailed([t('goals.save.failed'), ...reasons].join(' '));
    }
  }, focusFirstProblem);

  function onSave() {
    // Numbers typed back as they were saved change nothing: there is nothing to send.
    if (goalChanges(rows, getValues()).goals.length === 0) return discard();
    void submit();
  }

  /** The problem of a row's input, in words. */
  function errorOf(row: GoalRow, field: 'units' | 'gross'): string | undefined {
    const error = get(formState.errors, `targets.${rowKey(row)}.${field}`) as
      FieldError | undefined;
    const issue = issueOfError(error);
    if (!issue) return undefined;
    const text = goalIssueText(issue);
    const limit = text.values?.limit;
    return t(text.key, typeof limit === 'number' ? { limit: fmt.number(limit) } : text.values);
  }

  const invalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  return {
    form,
    targets,
    edited,
    errorOf,
    saving: formState.isSubmitting,
    /** What kept the last try from saving. */
    problem: failed ?? (invalid ? t('goals.save.invalid') : null),
    discard,
    startFrom,
    onSave,
  };
}
