import type { FieldIssue } from '@das/shared/errors';
import { useId, useState, type FormEvent } from 'react';
import { get, useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { genericIssueText, readFieldIssues, type IssueText } from './field-issues';
import { issueOfError, placeServerIssues } from './form-resolver';
import { useFormatters } from './format';

/**
 * One settings form's save cycle (store settings, store defaults, a group's
 * targets and templates): the values checked by the server's own schema before
 * they are sent; on success the form shows what the server saved and says so
 * until the next edit; the server's field problems beside their fields, and
 * `failure` above the form for a refusal no field shows.
 */
export function useSettingsForm<V extends FieldValues, R, A>({
  resolver,
  values,
  save,
  valuesOf,
  fields,
  fieldOf,
  issueText = (_field, issue) => genericIssueText(issue),
  failure,
  onSaved,
}: {
  resolver: Resolver<V, unknown, R>;
  /** The values the form starts from. */
  values: V;
  save: (request: R) => Promise<A>;
  /** The values the server's answer stands for. */
  valuesOf: (answer: A) => V;
  /** The form's fields in order, where the server's problems are shown. */
  fields: (values: V) => readonly Path<V>[];
  /** The field that shows a problem the server names at `field`. */
  fieldOf?: (field: string, values: V) => string;
  /** A problem in words, where the form words a field's problems its own way. */
  issueText?: (field: string, issue: Pick<FieldIssue, 'code' | 'params'>) => IssueText;
  /** Already in words: what is shown when the save failed for no field's reason. */
  failure: string;
  onSaved?: (answer: A) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const form = useForm<V, unknown, R>({ resolver, defaultValues: values as never });
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    setFailed(false);
    setSaved(false);
    try {
      const answer = await save(request);
      form.reset(valuesOf(answer));
      setSaved(true);
      onSaved?.(answer);
    } catch (error) {
      const issues = readFieldIssues(error);
      const current = form.getValues();
      const other = placeServerIssues(
        form.setError,
        issues,
        fields(current),
        fieldOf && ((field) => fieldOf(field, current)),
      );
      if (issues.length === 0 || other.length > 0) setFailed(true);
    }
  });

  /** A field's problem, in words (numbers in the reader's format). */
  const errorOf = (field: string): string | undefined => {
    const issue = issueOfError(get(errors, field));
    if (!issue) return undefined;
    const text = issueText(field, issue);
    const words = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'number' ? fmt.number(value) : value,
      ]),
    );
    return t(text.key, words);
  };
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  /** An input's registration, id, and the ties to its error for screen readers. */
  const control = (field: Path<V>, className = '') => {
    const error = errorOf(field);
    return {
      ...form.register(field),
      id: fieldId(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(field)}-error` : undefined,
      className: `${error ? fieldControlInvalid : fieldControl} ${className}`.trim(),
    };
  };

  return {
    form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    saving: isSubmitting,
    /** Saved, and not edited since. */
    saved: saved && !isDirty,
    failure: failed ? failure : null,
    errorOf,
    fieldId,
    control,
    /** Shows values saved by another way (adopting the group's): what is typed and unsaved stays. */
    showSaved: (next: V) => form.reset(next, { keepDirtyValues: true }),
  };
}

export type SettingsFormState<V extends FieldValues, R, A> = ReturnType<
  typeof useSettingsForm<V, R, A>
>;
