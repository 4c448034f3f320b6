import type { FieldIssue } from '@das/shared/errors';
import { toFieldIssues } from '@das/shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldControl, fieldControlInvalid } from '@/components/ui/button-styles';
import { genericIssueText, readFieldIssues } from '@/lib/field-issues';

/**
 * A form's field problems: found by the server's own schema before sending,
 * or named by the server's answer; each worded in the reader's language.
 */
export function useFieldIssues() {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const textOf = (field: string) => {
    const issue = issues.find((candidate) => candidate.field === field);
    if (!issue) return undefined;
    const text = genericIssueText(issue);
    return t(text.key, text.values);
  };
  /** The parsed input, or undefined after showing what is wrong with it. */
  const check = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined => {
    const parsed = schema.safeParse(input);
    setIssues(parsed.success ? [] : toFieldIssues(parsed.error));
    return parsed.success ? parsed.data : undefined;
  };
  /** Shows the server's field issues; false when the answer named no field. */
  const fromError = (error: unknown): boolean => {
    const found = readFieldIssues(error);
    setIssues(found);
    return found.length > 0;
  };
  return { textOf, check, fromError, clear: () => setIssues([]) };
}

/** The props that tie a control to its label and its error for screen readers. */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: error ? fieldControlInvalid : fieldControl,
  };
}
